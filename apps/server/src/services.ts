import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createAuthenticate, TokenService } from './lib/auth';
import { systemClock, type Clock } from './lib/clock';
import { LoginThrottle, MemoryAttemptStore, type AttemptStore } from './lib/login-throttle';
import { createPaymentProvider } from './lib/payments';
import type { FileStorage } from './lib/storage';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { CompetitionsRepository } from './modules/competitions/competitions.repository';
import { CompetitionsService } from './modules/competitions/competitions.service';
import { EventsRepository } from './modules/events/events.repository';
import { EventsService } from './modules/events/events.service';
import { MatchesRepository } from './modules/matches/matches.repository';
import { MatchesService } from './modules/matches/matches.service';
import { PlayersRepository } from './modules/players/players.repository';
import { PlayersService } from './modules/players/players.service';
import { BillingJob } from './modules/subscriptions/billing-job';
import { SubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { TeamsRepository } from './modules/teams/teams.repository';
import { TeamsService } from './modules/teams/teams.service';

/** Every service wired to one database and storage: the app and the seed script use the same ones. */
export function createServices(
  config: Pick<AppConfig, 'jwt' | 'login' | 'billing'>,
  db: Db,
  storage: FileStorage,
  attemptStore: AttemptStore = new MemoryAttemptStore(),
  clock: Clock = systemClock,
) {
  const tokens = new TokenService(config.jwt.secret, config.jwt.ttlSeconds);
  const authRepo = new AuthRepository(db);
  const throttle = new LoginThrottle(attemptStore, config.login);
  const subscriptionsRepo = new SubscriptionsRepository(db);
  const paymentProvider = createPaymentProvider(config.billing);
  const teamsRepo = new TeamsRepository(db);
  const matchesRepo = new MatchesRepository(db);
  const eventsRepo = new EventsRepository(db);
  return {
    authenticate: createAuthenticate(tokens, (jti, userId) => authRepo.isSessionLive(jti, userId)),
    auth: new AuthService({ repo: authRepo, tokens, throttle, storage }),
    subscriptionsRepo,
    paymentProvider,
    subscriptions: new SubscriptionsService({ repo: subscriptionsRepo, provider: paymentProvider, clock, billing: config.billing }),
    billingJob: new BillingJob({ repo: subscriptionsRepo, clock, billing: config.billing }),
    teams: new TeamsService({
      repo: teamsRepo,
      storage,
      finishedResults: (teamIds) => matchesRepo.finishedResults(teamIds),
    }),
    players: new PlayersService({ repo: new PlayersRepository(db), teams: teamsRepo }),
    competitions: new CompetitionsService({ repo: new CompetitionsRepository(db), teams: teamsRepo }),
    matches: new MatchesService({ repo: matchesRepo, events: eventsRepo }),
    events: new EventsService({ matches: matchesRepo, events: eventsRepo }),
  };
}

export type Services = ReturnType<typeof createServices>;
