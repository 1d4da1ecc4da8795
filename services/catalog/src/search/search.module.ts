import { Module } from '@nestjs/common';
import { FacetsInMemory } from './facets-in-memory';
import { PostgresSearchIndex } from './postgres-search-index';
import { SEARCH_INDEX } from './search-index';
import { SearchStatistics } from './search-statistics';

/** The collection's search: PostgreSQL full-text and trigram search over the products table. */
@Module({
  providers: [
    { provide: SEARCH_INDEX, useClass: PostgresSearchIndex },
    FacetsInMemory,
    SearchStatistics,
  ],
  exports: [SEARCH_INDEX],
})
export class SearchModule {}
