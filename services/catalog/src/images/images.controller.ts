import { extname } from 'node:path';
import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { Response } from 'express';
import type { CatalogConfig } from '../config';

export const IMAGE_MESSAGES = { notFound: 'Image not found' } as const;

/** Image names never change content (new uploads get new names), so browsers may keep them. */
const IMAGE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Only pictures are served: a file of any other type (HTML, SVG) could run script on the site. */
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/**
 * Product images under /uploads/<file>, straight from UPLOADS_DIR: JPEG, PNG and WebP only,
 * never sniffed as another type, and sandboxed should a browser open one as a document.
 */
@Controller('uploads')
export class ImagesController {
  private readonly root: string;

  constructor(@Inject(SERVICE_CONFIG) config: CatalogConfig) {
    this.root = config.UPLOADS_DIR;
  }

  @Get('*file')
  async serve(@Param('file') file: string | string[], @Res() response: Response): Promise<void> {
    const relativePath = Array.isArray(file) ? file.join('/') : file;
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', 'sandbox');
    if (!IMAGE_EXTENSIONS.has(extname(relativePath).toLowerCase())) {
      throw new NotFoundException(IMAGE_MESSAGES.notFound);
    }
    await new Promise<void>((resolve, reject) =>
      response.sendFile(
        relativePath,
        { root: this.root, maxAge: IMAGE_MAX_AGE_MS, immutable: true, dotfiles: 'deny' },
        (error) => (error && !response.headersSent ? reject(error) : resolve()),
      ),
    ).catch(() => {
      throw new NotFoundException(IMAGE_MESSAGES.notFound);
    });
  }
}
