import { Module } from '@nestjs/common';
import { SignInsConsumer } from './sign-ins.consumer';

@Module({ providers: [SignInsConsumer] })
export class SignInsModule {}
