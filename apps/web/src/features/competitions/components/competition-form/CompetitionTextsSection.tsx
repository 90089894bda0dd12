import NotesRounded from '@mui/icons-material/NotesRounded';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormSection, FormTextField } from '../../../../components/form';
import type { TCompetitionFormControl } from '../../competition-form';

/** The competition's description and rules, as long texts. */
export function CompetitionTextsSection({ control }: { control: TCompetitionFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection variant="plain" icon={<NotesRounded />} title={t('competitions.form.texts')}>
      <FieldRow>
        <FormTextField
          control={control}
          name="description"
          id="competition-description"
          label={t('competitions.fields.description')}
          fullWidth
          multiline
          minRows={3}
        />
        <FormTextField
          control={control}
          name="rules"
          id="competition-rules"
          label={t('competitions.fields.rules')}
          fullWidth
          multiline
          minRows={3}
        />
      </FieldRow>
    </FormSection>
  );
}
