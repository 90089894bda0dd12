import GavelRounded from '@mui/icons-material/GavelRounded';
import { LIMITS } from '@futsal/shared/limits';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormNumberField, FormSection } from '../../../../components/form';
import type { TCompetitionFormControl } from '../../competition-form';

const { redSuspensionMatches, yellowAccumulation, yellowSuspensionMatches } = LIMITS.competition;

/** Disciplinary rules (decision 0165): what a sending-off and accumulated yellows suspend for. */
export function CompetitionDisciplineSection({ control }: { control: TCompetitionFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      variant="plain"
      icon={<GavelRounded />}
      title={t('competitions.discipline.title')}
      subtitle={t('competitions.discipline.hint')}
    >
      <FieldRow columns={3}>
        <FormNumberField
          control={control}
          name="redSuspensionMatches"
          id="competition-red-suspension"
          label={t('competitions.discipline.redSuspensionMatches')}
          min={redSuspensionMatches[0]}
          max={redSuspensionMatches[1]}
        />
        <FormNumberField
          control={control}
          name="yellowAccumulation"
          id="competition-yellow-accumulation"
          label={t('competitions.discipline.yellowAccumulation')}
          helperText={t('competitions.discipline.yellowAccumulationHint')}
          min={yellowAccumulation[0]}
          max={yellowAccumulation[1]}
        />
        <FormNumberField
          control={control}
          name="yellowSuspensionMatches"
          id="competition-yellow-suspension"
          label={t('competitions.discipline.yellowSuspensionMatches')}
          min={yellowSuspensionMatches[0]}
          max={yellowSuspensionMatches[1]}
        />
      </FieldRow>
    </FormSection>
  );
}
