import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { CatalogConfig } from '../config';
import { FILE_STORAGE } from './file-storage';
import { ImagesController } from './images.controller';
import { LocalDiskStorage } from './local-disk-storage';
import { ProductImageStore } from './product-image-store';

@Module({
  controllers: [ImagesController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [SERVICE_CONFIG],
      useFactory: (config: CatalogConfig) => new LocalDiskStorage(config.UPLOADS_DIR),
    },
    ProductImageStore,
  ],
  exports: [FILE_STORAGE, ProductImageStore],
})
export class ImagesModule {}
