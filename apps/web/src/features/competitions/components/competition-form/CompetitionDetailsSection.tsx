import EventRounded from '@mui/icons-material/EventRounded';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormNumberField, FormSection, FormTextField } from '../../../../components/form';
import type { TCompetitionFormControl } from '../../competition-form';

/** Where and how it is played: venue, organizer, size, format, prize. */
export function CompetitionDetailsSection({ control }: { control: TCompetitionFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection variant="plain" icon={<EventRounded />} title={t('competitions.form.details')}>
      <FieldRow>
        <FieldRow columns={2}>
          <FormTextField
            control={control}
            name="location"
            id="competition-location"
            label={t('competitions.fields.location')}
            fullWidth
          />
          <FormTextField
            control={control}
            name="organizer"
            id="competition-organizer"
            label={t('competitions.fields.organizer')}
            fullWidth
          />
        </FieldRow>
        <FieldRow columns={3}>
          <FormNumberField
            control={control}
            name="maxTeams"
            id="competition-max-teams"
            label={t('competitions.fields.maxTeams')}
            min={1}
          />
          <FormTextField
            control={control}
            name="format"
            id="competition-format"
            label={t('competitions.fields.format')}
            placeholder={t('competitions.form.formatPlaceholder')}
            fullWidth
          />
          <FormTextField
            control={control}
            name="prize"
            id="competition-prize"
            label={t('competitions.fields.prize')}
            fullWidth
          />
        </FieldRow>
      </FieldRow>
    </FormSection>
  );
}
