import { Module } from '@nestjs/common';
import { OrderMailsConsumer } from './order-mails.consumer';
import { OrderMails } from './order-mails.service';

@Module({ providers: [OrderMails, OrderMailsConsumer] })
export class OrderMailsModule {}
