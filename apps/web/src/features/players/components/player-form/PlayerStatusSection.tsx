import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import { PLAYER_STATUSES } from '@futsal/shared/values/player';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import { FormDateField, FormSection, FormSelectField } from '../../../../components/form';
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

/**
 * The availability status select, in the general section and in the medical staff's form. Once
 * another status is chosen, the day it began beside it (decision 0188): an injury is often
 * entered days later, and the load chart dates it from that day. Left empty, it is today.
 */
export function PlayerStatusField({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  const changed = useFormState({ control, name: 'status' }).dirtyFields.status === true;
  return (
    <>
      <FormSelectField
        control={control}
        name="status"
        id="player-status"
        label={t('players.fields.status')}
        options={PLAYER_STATUSES}
        labelOf={(o) => t(`players.status.${o}`)}
        required
      />
      {changed && (
        <FormDateField
          control={control}
          name="statusSince"
          id="player-status-since"
          label={t('players.fields.statusSince')}
          helperText={t('players.fields.statusSinceHint')}
        />
      )}
    </>
  );
}
