import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormSection, FormTextField } from '../../../../components/form';
import type { TPlayerFormControl } from '../../player-form';

/** How to reach the player: phone, email, address. */
export function PlayerContactSection({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<ContactPhoneRounded />}
      title={t('players.form.contact')}
      tone="secondary"
      testId="player-form-contact"
    >
      <FieldRow>
        <FieldRow columns={2}>
          <FormTextField
            control={control}
            name="phone"
            id="player-phone"
            label={t('players.fields.phone')}
            type="tel"
            autoComplete="off"
            fullWidth
          />
          <FormTextField
            control={control}
            name="email"
            id="player-email"
            label={t('players.fields.email')}
            type="email"
            autoComplete="off"
            fullWidth
          />
        </FieldRow>
        <FormTextField
          control={control}
          name="address"
          id="player-address"
          label={t('players.fields.address')}
          fullWidth
        />
      </FieldRow>
    </FormSection>
  );
}
