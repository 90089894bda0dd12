import SosRounded from '@mui/icons-material/SosRounded';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormSection, FormTextField } from '../../../../components/form';
import type { TPlayerFormControl } from '../../player-form';

/** Whom to call when something happens to the player. */
export function PlayerEmergencySection({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<SosRounded />}
      title={t('players.form.emergency')}
      subtitle={t('players.form.emergencyHint')}
      tone="warning"
      testId="player-form-emergency"
    >
      <FieldRow columns={3}>
        <FormTextField
          control={control}
          name="emergencyContact.name"
          id="player-emergency-name"
          label={t('players.fields.emergencyName')}
          fullWidth
        />
        <FormTextField
          control={control}
          name="emergencyContact.phone"
          id="player-emergency-phone"
          label={t('players.fields.emergencyPhone')}
          type="tel"
          fullWidth
        />
        <FormTextField
          control={control}
          name="emergencyContact.relationship"
          id="player-emergency-relationship"
          label={t('players.fields.emergencyRelationship')}
          fullWidth
        />
      </FieldRow>
    </FormSection>
  );
}
