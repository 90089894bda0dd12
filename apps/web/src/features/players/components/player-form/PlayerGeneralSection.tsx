import PersonRounded from '@mui/icons-material/PersonRounded';
import { POSITIONS, PREFERRED_FEET } from '@futsal/shared/values/player';
import { useTranslation } from 'react-i18next';
import {
  FieldRow,
  FormDateField,
  FormNumberField,
  FormSection,
  FormSelectField,
  FormSwitchField,
  FormTextField,
} from '../../../../components/form';
import type { TPlayerFormControl } from '../../player-form';
import { PlayerStatusField } from './PlayerStatusSection';

/** Who the player is and how they play: name, shirt, positions, foot, status, body, dates. */
export function PlayerGeneralSection({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  const position = (o: string) => t(`labels.position.${o}`);
  return (
    <FormSection
      icon={<PersonRounded />}
      title={t('players.form.general')}
      testId="player-form-general"
    >
      <FieldRow>
        <FieldRow columns={{ xs: '1fr 110px', sm: '1fr 140px' }}>
          <FormTextField
            control={control}
            name="name"
            id="player-name"
            label={t('players.fields.name')}
            required
            fullWidth
            autoFocus
          />
          <FormNumberField
            control={control}
            name="number"
            id="player-number"
            label={t('players.fields.number')}
            required
            min={1}
            max={99}
            prefix="#"
          />
        </FieldRow>
        <FieldRow columns={2}>
          <FormSelectField
            control={control}
            name="positions.primary"
            id="player-position"
            label={t('players.fields.primaryPosition')}
            options={POSITIONS}
            labelOf={position}
            required
          />
          <FormSelectField
            control={control}
            name="positions.secondary"
            id="player-secondary-position"
            label={t('players.fields.secondaryPosition')}
            options={POSITIONS}
            labelOf={position}
            empty={t('players.form.none')}
          />
        </FieldRow>
        <FieldRow columns={2}>
          <FormSelectField
            control={control}
            name="preferredFoot"
            id="player-foot"
            label={t('players.fields.preferredFoot')}
            options={PREFERRED_FEET}
            labelOf={(o) => t(`players.foot.${o}`)}
            required
          />
          <PlayerStatusField control={control} />
        </FieldRow>
        <FieldRow columns={2}>
          <FormTextField
            control={control}
            name="nationalId"
            id="player-national-id"
            label={t('players.fields.nationalId')}
            fullWidth
          />
          <FormDateField
            control={control}
            name="dateOfBirth"
            id="player-birth-date"
            label={t('players.fields.dateOfBirth')}
          />
        </FieldRow>
        <FieldRow columns={3}>
          <FormNumberField
            control={control}
            name="height"
            id="player-height"
            label={t('players.fields.height')}
            min={100}
            max={230}
            unit="cm"
          />
          <FormNumberField
            control={control}
            name="weight"
            id="player-weight"
            label={t('players.fields.weight')}
            min={30}
            max={150}
            step={0.1}
            unit="kg"
          />
          <FormDateField
            control={control}
            name="joinedDate"
            id="player-joined-date"
            label={t('players.fields.joinedDate')}
          />
        </FieldRow>
        <FormSwitchField
          control={control}
          name="isActive"
          id="player-active"
          label={t('players.fields.isActive')}
        />
      </FieldRow>
    </FormSection>
  );
}
