import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import { PLAYER_STATUSES } from '@futsal/shared/values/player';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormSection, FormSelectField } from '../../../../components/form';
import type { TPlayerFormControl } from '../../player-form';

/** The availability status alone: the medical staff's part of the general section (decision 0178). */
export function PlayerStatusSection({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<EventAvailableRounded />}
      title={t('players.fields.status')}
      testId="player-form-status"
    >
      <Alert severity="info" sx={{ mb: 2 }} data-testid="player-form-medical-only">
        {t('playerPrivacy.medicalFormNote')}
      </Alert>
      <PlayerStatusField control={control} />
    </FormSection>
  );
}

/** The availability status select, in the general section and in the medical staff's form. */
export function PlayerStatusField({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSelectField
      control={control}
      name="status"
      id="player-status"
      label={t('players.fields.status')}
      options={PLAYER_STATUSES}
      labelOf={(o) => t(`players.status.${o}`)}
      required
    />
  );
}
