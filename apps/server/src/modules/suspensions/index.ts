export { suspensionsOf, suspensionsOfMatch } from './suspensions.service';
