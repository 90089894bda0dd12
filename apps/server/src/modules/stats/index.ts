/** The statistics module's public file: it only reads the figures rows the match log writes. */
export { StatsService } from './stats.service';
