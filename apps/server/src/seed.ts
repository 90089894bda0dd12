/**
 * `npm run seed`: a demo account with a club plan, one realistic team, its
 * squad and two competitions. Idempotent: every step first looks for what it
 * would create. Uses the app's configuration and services, not raw SQL.
 */
import {
  ZCreateCompetitionRequest,
  ZCreateMatchRequest,
  ZCreatePlayerRequest,
  ZCreateTeamRequest,
  ZMatchEventRequest,
} from '@futsal/shared';
import sharp from 'sharp';
import { loadConfig } from './config';
import { firstLine, openDatabase } from './db/client';
import { teamMembers } from './db/schema';
import type { AuthContext } from './lib/auth';
import { createFileStorage } from './lib/backends';
import { S3FileStorage } from './lib/s3-storage';
import { AuthRepository } from './modules/auth/auth.repository';
import {
  demoCompetitions,
  DEMO_LOGO_SVG,
  DEMO_ASSISTANT,
  DEMO_PLAYERS,
  DEMO_TEAM,
  DEMO_USER,
} from './seed/demo-data';
import { demoCalendar } from './seed/demo-calendar';
import { demoEvents, demoMatches } from './seed/demo-matches';
import { createServices } from './services';

async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = createFileStorage(config);
  try {
    const services = createServices(config, database.db, storage);
    const log = (line: string) => console.log(line);

    const authRepo = new AuthRepository(database.db);
    const existing = await authRepo.findUserByEmail(DEMO_USER.email);
    const user = existing ?? (await services.auth.register(DEMO_USER, 'es'));
    if (!user) throw new Error(`${DEMO_USER.email} was registered meanwhile: run the seed again`);
    log(existing ? `· user ${DEMO_USER.email} exists` : `+ user ${DEMO_USER.email}`);
    // Services only need the user id; no session is issued for seeding.
    const auth: AuthContext = { userId: user.id, jti: 'seed' };

    const current = await services.subscriptions.current(auth);
    if (current.plan?.id === 'club' || current.plan?.id === 'pro') {
      log(`· ${current.plan.id} subscription active`);
    } else {
      const now = new Date();
      const next = new Date(now);
      next.setFullYear(now.getFullYear() + 1);
      await services.subscriptionsRepo.create({
        userId: user.id,
        plan: 'club',
        period: 'yearly',
        status: 'active',
        startDate: now,
        nextBillingDate: next,
        autoRenew: true,
      });
      log('+ club subscription (yearly)');
    }

    let team = (await services.teams.list(auth)).find((t) => t.name === DEMO_TEAM.name);
    if (team) {
      log(`· team ${team.name} exists`);
    } else {
      const logo = await sharp(Buffer.from(DEMO_LOGO_SVG)).png().toBuffer();
      team = await services.teams.create(auth, ZCreateTeamRequest.parse(DEMO_TEAM), logo);
      log(`+ team ${team.name}`);
    }

    const taken = new Set((await services.players.listByTeam(auth, team.id)).map((p) => p.number));
    let added = 0;
    for (const player of DEMO_PLAYERS) {
      if (taken.has(player.number)) continue;
      await services.players.create(auth, team.id, ZCreatePlayerRequest.parse(player));
      added += 1;
    }
    log(added ? `+ ${added} players` : '· players exist');

    // Dates count from today (seed/demo-calendar.ts); what exists is found by type, not by a dated name.
    const calendar = demoCalendar(new Date());
    const existingTypes = new Map(
      (await services.competitions.listByTeam(auth, team.id)).map((c) => [c.type, c.name]),
    );
    for (const competition of demoCompetitions(calendar)) {
      const name = existingTypes.get(competition.type);
      if (name) {
        log(`· competition ${name} exists`);
        continue;
      }
      await services.competitions.create(
        auth,
        team.id,
        ZCreateCompetitionRequest.parse(competition),
      );
      log(`+ competition ${competition.name}`);
    }

    const competitions = await services.competitions.listByTeam(auth, team.id);
    const leagueId = competitions.find((c) => c.type === 'tournament')?.id ?? null;
    const squad = await services.players.listByTeam(auth, team.id);
    const idOf = (n: number) => {
      const player = squad.find((p) => p.number === n);
      if (!player) throw new Error(`demo player #${n} is missing`);
      return player.id;
    };
    const matchIds = new Map(
      (await services.matches.listByTeam(auth, team.id)).map((m) => [m.opponent, m.id]),
    );
    for (const demo of demoMatches(calendar)) {
      const { inLeague, ...fields } = demo.match;
      const found = matchIds.get(fields.opponent);
      const matchId =
        found ??
        (
          await services.matches.create(
            auth,
            team.id,
            ZCreateMatchRequest.parse({ ...fields, competitionId: inLeague ? leagueId : null }),
          )
        ).id;
      // A match left without its log by an interrupted run is completed, not skipped.
      if (!demo.log || (await services.events.log(auth, matchId)).events.length > 0) {
        const upcoming = demo.log ? '' : ' (upcoming)';
        log(
          found
            ? `· match against ${fields.opponent} exists`
            : `+ match against ${fields.opponent}${upcoming}`,
        );
        continue;
      }
      if (demo.lineup) {
        await services.matches.setLineup(auth, matchId, {
          starters: demo.lineup.starters.map(idOf),
          substitutes: demo.lineup.substitutes.map(idOf),
        });
      }
      const events = demoEvents(demo.log, idOf).map((e) => ZMatchEventRequest.parse(e));
      const { outcomes, match } = await services.events.append(auth, matchId, events, 'es');
      const refused = outcomes.find((o) => o.result === 'refused');
      if (refused)
        throw new Error(`demo event ${refused.id} refused: ${refused.error?.message ?? ''}`);
      log(`+ match against ${fields.opponent}: ${match.score.us}–${match.score.rival}`);
    }

    // The assistant joins as an accepted invitation leaves them: a member in that role.
    const known = await authRepo.findUserByEmail(DEMO_ASSISTANT.email);
    const assistant = known ?? (await services.auth.register(DEMO_ASSISTANT, 'es'));
    if (!assistant) throw new Error(`${DEMO_ASSISTANT.email} was registered meanwhile: run again`);
    const joined = await database.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: assistant.id, role: 'assistant' })
      .onConflictDoNothing()
      .returning({ userId: teamMembers.userId });
    log(joined.length ? `+ assistant ${DEMO_ASSISTANT.email}` : '· assistant exists');

    log('');
    log('Demo data ready. Sign in with:');
    log(`  email:    ${DEMO_USER.email}`);
    log(`  password: ${DEMO_USER.password}`);
    log(`  (or as the team's assistant: ${DEMO_ASSISTANT.email}, same password)`);
  } finally {
    if (storage instanceof S3FileStorage) storage.close();
    await database.close();
  }
}

seed().catch((err: unknown) => {
  // One readable line (e.g. the embedded database is in use by the running server), not a dump.
  console.error(`Seed failed: ${firstLine(err)}`);
  process.exit(1);
});
