import { GENDER_IDENTITY, GENDER_MATCHES_BIRTH, PREVIOUS_ASSESSMENT, SEX, type Profile } from '../../core/audit';
import type { CopyKey } from '../../platform/text';
import type { WordedKey } from '../components/use-worded-text';
import { DC_ROUTES } from '../routes';

type ChoiceField = 'sex' | 'genderMatchesBirth' | 'genderIdentity' | 'previousAlcoholAssessment';

export interface AboutYouQuestion {
  path: string;
  field: ChoiceField;
  title: WordedKey;
  options: readonly { value: number; label: CopyKey }[];
}

export const ABOUT_YOU_QUESTIONS: readonly AboutYouQuestion[] = [
  {
    path: DC_ROUTES.sex,
    field: 'sex',
    title: 'dc.sex.title',
    options: [
      { value: SEX.Male, label: 'dc.sex.male' },
      { value: SEX.Female, label: 'dc.sex.female' },
    ],
  },
  {
    path: DC_ROUTES.identity,
    field: 'genderMatchesBirth',
    title: 'dc.identity.title',
    options: [
      { value: GENDER_MATCHES_BIRTH.Yes, label: 'dc.answer.yes' },
      { value: GENDER_MATCHES_BIRTH.No, label: 'dc.answer.no' },
      { value: GENDER_MATCHES_BIRTH.PreferNotToSay, label: 'dc.answer.preferNotToSay' },
    ],
  },
  {
    path: DC_ROUTES.gender,
    field: 'genderIdentity',
    title: 'dc.gender.title',
    options: [
      { value: GENDER_IDENTITY.Man, label: 'dc.gender.man' },
      { value: GENDER_IDENTITY.Woman, label: 'dc.gender.woman' },
      { value: GENDER_IDENTITY.Transman, label: 'dc.gender.transman' },
      { value: GENDER_IDENTITY.Transwoman, label: 'dc.gender.transwoman' },
      { value: GENDER_IDENTITY.Genderfluid, label: 'dc.gender.genderfluid' },
      { value: GENDER_IDENTITY.NonBinary, label: 'dc.gender.nonBinary' },
      { value: GENDER_IDENTITY.Other, label: 'dc.gender.other' },
      { value: GENDER_IDENTITY.PreferNotToSay, label: 'dc.answer.preferNotToSay' },
    ],
  },
  {
    path: DC_ROUTES.assessment,
    field: 'previousAlcoholAssessment',
    title: 'dc.assessment.title',
    options: [
      { value: PREVIOUS_ASSESSMENT.Yes, label: 'dc.answer.yes' },
      { value: PREVIOUS_ASSESSMENT.No, label: 'dc.answer.no' },
      { value: PREVIOUS_ASSESSMENT.NotSure, label: 'dc.answer.notSure' },
      { value: PREVIOUS_ASSESSMENT.PreferNotToSay, label: 'dc.answer.preferNotToSay' },
    ],
  },
];

/** The profile after answering `field`; gender identity is dropped when it is no longer asked. */
export function withAboutYouAnswer(profile: Profile, field: ChoiceField, value: number): Profile {
  const next = { ...profile, [field]: value } as Profile;
  if (field === 'genderMatchesBirth' && value !== GENDER_MATCHES_BIRTH.No) delete next.genderIdentity;
  return next;
}
