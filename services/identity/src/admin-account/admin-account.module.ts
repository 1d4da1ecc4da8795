import { Module } from '@nestjs/common';
import { AdminAccountSeeder } from './admin-account.seeder';

@Module({ providers: [AdminAccountSeeder] })
export class AdminAccountModule {}
