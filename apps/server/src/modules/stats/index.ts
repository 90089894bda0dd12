/** The statistics module's public file: it only reads the figures rows the match log writes. */
export { SeasonReplies } from './season-replies';
export { StatsService } from './stats.service';
