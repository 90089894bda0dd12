import InfoRounded from '@mui/icons-material/InfoRounded';
import { COMPETITION_STATUSES } from '@futsal/shared/values/competition';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  FieldRow,
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  FormToggleField,
} from '../../../../components/form';
import type { TCompetitionFormControl } from '../../competition-form';
import { CompetitionIcon } from '../CompetitionIcon';

const TYPES = ['tournament', 'cup'] as const;

function TypeOption({ type }: { type: (typeof TYPES)[number] }) {
  const { t } = useTranslation();
  return (
    <>
      <CompetitionIcon
        type={type}
        sx={{ color: type === 'cup' ? 'warning.main' : 'primary.main' }}
      />
      <Box>
        <Typography sx={{ fontWeight: 600, fontSize: '0.9rem', lineHeight: 1.2 }}>
          {t(`competitions.type.${type}`)}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', lineHeight: 1.3 }}
        >
          {t(`competitions.typeHint.${type}`)}
        </Typography>
      </Box>
    </>
  );
}

/** What the competition is: league or cup, name, status, dates. */
export function CompetitionBasicsSection({
  control,
  editing,
}: {
  control: TCompetitionFormControl;
  editing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormSection variant="plain" icon={<InfoRounded />} title={t('competitions.form.basics')}>
      <FieldRow gap={2.5}>
        <Box>
          <FormLabel
            id="competition-type-label"
            required
            sx={{ display: 'block', mb: 1, fontSize: '0.875rem' }}
          >
            {t('competitions.fields.type')}
          </FormLabel>
          <FormToggleField
            control={control}
            name="type"
            options={TYPES}
            renderOption={(type) => <TypeOption type={type} />}
            optionTestId={(type) => `competition-type-${type}`}
            optionSx={{ gap: 1, py: 1.25, justifyContent: 'flex-start', textAlign: 'left' }}
            aria-labelledby="competition-type-label"
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', maxWidth: 440 }}
          />
        </Box>
        <FieldRow columns={{ xs: '1fr', sm: '2fr 1fr' }}>
          <FormTextField
            control={control}
            name="name"
            id="competition-name"
            label={t('competitions.fields.name')}
            required
            fullWidth
            autoFocus={!editing}
          />
          <FormSelectField
            control={control}
            name="status"
            id="competition-status"
            label={t('competitions.fields.status')}
            options={COMPETITION_STATUSES}
            labelOf={(s) => t(`competitions.status.${s}`)}
          />
        </FieldRow>
        <FieldRow columns={2}>
          <FormDateField
            control={control}
            name="startDate"
            id="competition-start-date"
            label={t('competitions.fields.startDate')}
            required
          />
          <FormDateField
            control={control}
            name="endDate"
            id="competition-end-date"
            label={t('competitions.fields.endDate')}
          />
        </FieldRow>
      </FieldRow>
    </FormSection>
  );
}
