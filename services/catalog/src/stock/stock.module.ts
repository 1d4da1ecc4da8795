import { Module } from '@nestjs/common';
import { HoldSweeper } from './hold-sweeper';
import { OrderStockConsumer } from './order-stock.consumer';
import { StockReservationsController } from './stock-reservations.controller';
import { StockReservationsService } from './stock-reservations.service';

@Module({
  controllers: [StockReservationsController],
  providers: [StockReservationsService, OrderStockConsumer, HoldSweeper],
})
export class StockModule {}
