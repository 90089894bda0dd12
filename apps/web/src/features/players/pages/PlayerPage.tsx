import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LocalHospitalRounded from '@mui/icons-material/LocalHospitalRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SosRounded from '@mui/icons-material/SosRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExportButton } from '../../data-export';
import { ReportButton } from '../../reports';
import { AttendanceCard } from '../../stats';
import { fileSlug } from '../../../lib/save-blob';
import { usePlayerQuery } from '../api/get-player';
import { OnceOpened } from '../../../components/OnceOpened';
import { PlayerFormDialog } from '../components/lazy-dialogs';
import { NumberBadge, PlayerStatusChip } from '../components/PlayerStatusChip';
import { useDeletePlayer } from '../components/use-delete-player';
import { ageOf } from '../filter-players';
import { ContactLink } from '../../../components/ContactLink';
import { isMissingError } from '../../../app/missing/missing-resource';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useCan, useTeamRoleState } from '../../teams';
import { HiddenSectionNote } from '../components/HiddenSectionNote';

type Tone = 'primary' | 'secondary' | 'warning' | 'error';

function InfoCard({
  icon,
  title,
  tone = 'primary',
  children,
  testId,
  confidential,
}: {
  icon: ReactNode;
  title: string;
  tone?: Tone;
  children: ReactNode;
  testId: string;
  confidential?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      sx={
        confidential
          ? {
              borderColor: (theme) => alpha(theme.palette.error.main, 0.5),
              // A tint laid over the card's own background: as a translucent background it let
              // the page's grey through, and the red "Confidential" chip fell under 4.5:1.
              backgroundImage: (theme) => {
                const tint = alpha(
                  theme.palette.error.main,
                  theme.palette.mode === 'dark' ? 0.06 : 0.02,
                );
                return `linear-gradient(${tint}, ${tint})`;
              },
            }
          : undefined
      }
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: `${tone}.main`,
              bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            }}
          >
            {icon}
          </Box>
          <Typography component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
          {confidential && (
            <Chip
              icon={<LockRounded />}
              label={t('players.confidential')}
              size="small"
              color="error"
              variant="outlined"
              data-testid="medical-confidential"
            />
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        sx={{
          fontWeight: 500,
          wordBreak: 'break-word',
          // 'text.disabled' is for disabled controls: as text it fails WCAG's 4.5:1 contrast.
          color: empty ? 'text.secondary' : 'text.primary',
        }}
        data-testid={testId}
      >
        {empty ? t('players.view.empty') : value}
      </Typography>
    </Box>
  );
}

function ChipList({
  items,
  color,
  testId,
}: {
  items: string[];
  color: 'warning' | 'error' | 'default';
  testId: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary', fontWeight: 500 }} data-testid={testId}>
        {t('players.view.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }} data-testid={testId}>
      {items.map((i) => (
        <Chip
          key={i}
          label={i}
          size="small"
          color={color}
          variant={color === 'default' ? 'filled' : 'outlined'}
        />
      ))}
    </Box>
  );
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
};

/** /teams/{teamId}/players/{playerId}: the player's file, medical data marked confidential. */
export function PlayerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { teamId = '', playerId = '' } = useParams();
  const playerQuery = usePlayerQuery(playerId);
  const { isError, error } = playerQuery;
  const { data: p, isPending } = useDeferredQuery(playerQuery);
  const [editing, setEditing] = useState(false);
  const del = useDeletePlayer(
    teamId,
    () => void navigate(`/teams/${teamId}/players`, { replace: true }),
  );
  usePageTitle(p?.name ?? t('pages.player.title'));
  const back = `/teams/${teamId}/players`;
  // The actions follow the role: the page holds its skeleton until it is known (decision 0110).
  const rolePending = useTeamRoleState(teamId).pending;
  const canEdit = useCan(teamId, 'player.edit');
  const canEditMedical = useCan(teamId, 'player.medical.edit');
  const canDelete = useCan(teamId, 'team.edit');
  const canReport = useCan(teamId, 'reports.read');
  const canExport = useCan(teamId, 'data.export');

  // A missing player is redirected by the layout (decision 0019); other failures show here.
  if (isError && !isMissingError(error))
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={back} color="inherit" size="small">
            {t('players.view.back')}
          </Button>
        }
      >
        {t('players.view.loadError')}
      </Alert>
    );

  if (isPending || !p || rolePending)
    return (
      <Box>
        <Skeleton variant="rounded" height={140} sx={{ borderRadius: 3, mb: 3 }} />
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: 3 }} />
      </Box>
    );

  const age = ageOf(p.dateOfBirth);
  const m = p.medicalInfo;
  const ec = p.emergencyContact;
  const hidden = (section: 'personal' | 'contact' | 'medical') => p.hidden.includes(section);

  return (
    <Box data-testid="player-page">
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 2, ml: -1 }}
        color="inherit"
      >
        {t('players.view.back')}
      </Button>
      <Card variant="outlined" sx={{ mb: 3, overflow: 'hidden' }}>
        <CardContent
          sx={{
            p: { xs: 2.5, sm: 3 },
            display: 'flex',
            gap: { xs: 2, sm: 3 },
            alignItems: { xs: 'flex-start', md: 'center' },
            flexDirection: { xs: 'column', md: 'row' },
          }}
        >
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
            <NumberBadge number={p.number} status={p.status} size={72} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontWeight: 700, wordBreak: 'break-word' }}
                data-testid="player-name"
              >
                {p.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <PlayerStatusChip status={p.status} size="medium" />
                <Chip
                  label={t(`labels.position.${p.positions.primary}`)}
                  color="primary"
                  variant="outlined"
                />
                {p.positions.secondary && (
                  <Chip label={t(`labels.position.${p.positions.secondary}`)} variant="outlined" />
                )}
                {!p.isActive && <Chip label={t('players.view.notActive')} variant="outlined" />}
              </Stack>
            </Box>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              component={RouterLink}
              to={`/teams/${teamId}/players/${p.id}/stats`}
              startIcon={<BarChartRounded />}
              variant="outlined"
            >
              {t('players.view.stats')}
            </Button>
            {canReport && <ReportButton kind="player" id={p.id} fallbackName={fileSlug(p.name)} />}
            {canExport && <ExportButton kind="player" id={p.id} fallbackName={fileSlug(p.name)} />}
            {(canEdit || canEditMedical) && (
              <Button
                variant="contained"
                startIcon={<EditRounded />}
                onClick={() => setEditing(true)}
                data-testid="player-edit"
              >
                {t('players.list.edit')}
              </Button>
            )}
            {canDelete && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => del.ask(p)}
                data-testid="player-delete"
              >
                {t('players.list.delete')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <InfoCard
            icon={<PersonRounded />}
            title={t('players.form.general')}
            testId="player-section-general"
          >
            <Box sx={GRID}>
              <Field
                label={t('players.fields.preferredFoot')}
                value={t(`players.foot.${p.preferredFoot}`)}
              />
              {!hidden('personal') && (
                <>
                  <Field
                    label={t('players.fields.dateOfBirth')}
                    value={
                      p.dateOfBirth
                        ? `${formatDate(p.dateOfBirth, 'medium')}${age !== null ? ` (${t('players.list.age', { count: age })})` : ''}`
                        : ''
                    }
                  />
                  <Field
                    label={t('players.fields.nationalId')}
                    value={p.nationalId}
                    testId="player-national-id"
                  />
                  <Field
                    label={t('players.fields.height')}
                    value={p.height !== null ? `${p.height} cm` : ''}
                  />
                  <Field
                    label={t('players.fields.weight')}
                    value={p.weight !== null ? `${p.weight} kg` : ''}
                  />
                  <Field
                    label={t('players.fields.joinedDate')}
                    value={p.joinedDate ? formatDate(p.joinedDate, 'medium') : ''}
                  />
                </>
              )}
            </Box>
            {hidden('personal') && (
              <Box sx={{ mt: 2 }}>
                <HiddenSectionNote section="personal" />
              </Box>
            )}
          </InfoCard>
          <InfoCard
            icon={<ContactPhoneRounded />}
            title={t('players.form.contact')}
            tone="secondary"
            testId="player-section-contact"
          >
            {hidden('contact') ? (
              <HiddenSectionNote section="contact" />
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <Field
                  label={t('players.fields.phone')}
                  value={
                    p.phone && <ContactLink kind="tel" value={p.phone} testId="player-phone" />
                  }
                />
                <Field
                  label={t('players.fields.email')}
                  value={
                    p.email && <ContactLink kind="mailto" value={p.email} testId="player-email" />
                  }
                />
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <Field label={t('players.fields.address')} value={p.address} />
                </Box>
              </Box>
            )}
          </InfoCard>
          <InfoCard
            icon={<SosRounded />}
            title={t('players.form.emergency')}
            tone="warning"
            testId="player-section-emergency"
          >
            {hidden('contact') ? (
              <HiddenSectionNote section="contact" />
            ) : (
              <Box sx={GRID}>
                <Field
                  label={t('players.fields.emergencyName')}
                  value={ec.name}
                  testId="player-emergency-name"
                />
                <Field
                  label={t('players.fields.emergencyPhone')}
                  value={
                    ec.phone && (
                      <ContactLink kind="tel" value={ec.phone} testId="player-emergency-phone" />
                    )
                  }
                />
                <Field label={t('players.fields.emergencyRelationship')} value={ec.relationship} />
              </Box>
            )}
          </InfoCard>
        </Box>
        <InfoCard
          icon={<LocalHospitalRounded />}
          title={t('players.form.medical')}
          tone="error"
          testId="player-section-medical"
          confidential
        >
          {hidden('medical') ? (
            <HiddenSectionNote section="medical" />
          ) : (
            <>
              <Alert severity="warning" icon={<LockRounded fontSize="inherit" />} sx={{ mb: 2.5 }}>
                {t('players.view.confidentialText')}
              </Alert>
              <Box sx={{ display: 'grid', gap: 2.5 }}>
                <Field
                  label={t('players.fields.bloodType')}
                  value={m.bloodType}
                  testId="player-blood-type"
                />
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('players.fields.allergies')}
                  </Typography>
                  <ChipList items={m.allergies} color="warning" testId="player-allergies" />
                </Box>
                <Field
                  label={t('players.fields.currentMedicalConditions')}
                  value={m.currentMedicalConditions}
                  testId="player-conditions"
                />
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('players.fields.currentInjuries')}
                  </Typography>
                  <ChipList items={m.currentInjuries} color="error" testId="player-injuries" />
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('players.fields.injuryHistory')}
                  </Typography>
                  <ChipList
                    items={m.injuryHistory}
                    color="default"
                    testId="player-injury-history"
                  />
                </Box>
              </Box>
            </>
          )}
        </InfoCard>
      </Box>

      <Box sx={{ mt: 3 }}>
        <AttendanceCard playerId={p.id} status={<PlayerStatusChip status={p.status} />} />
      </Box>

      <OnceOpened open={editing}>
        <PlayerFormDialog
          open={editing}
          teamId={teamId}
          player={p}
          onClose={() => setEditing(false)}
        />
      </OnceOpened>
      {del.dialog}
    </Box>
  );
}

export default PlayerPage;
