import { useState, type FormEvent } from 'react';
import {
  SURVEY_CATEGORIES,
  SURVEY_MESSAGES,
  SURVEY_REFERRER_MAX_LENGTH,
  SURVEY_SOURCES,
} from '@shop/contracts';
import { type WelcomeSurveyProps } from '@shop/storefront-sdk';
import { Button, Modal } from '@shop/ui';
import { useSubmitSurvey } from '../hooks/use-submit-survey';
import { ChoiceGroup } from './choice-group';
import { TextField } from '../../shared/components/text-field';
import styles from './welcome-survey.module.css';

type Source = (typeof SURVEY_SOURCES)[number];
type Category = (typeof SURVEY_CATEGORIES)[number];

interface Problems {
  source?: string;
  categories?: string;
}

/**
 * The welcome survey (docs/product/account.md#welcome-survey): one source, an optional referrer
 * and at least one product category. The shell's survey gate shows it; closing only hides it.
 */
export default function WelcomeSurvey({ onCompleted, onClose }: WelcomeSurveyProps) {
  const [source, setSource] = useState<Source | ''>('');
  const [referrer, setReferrer] = useState('');
  const [categories, setCategories] = useState<Category[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const { saving, submit } = useSubmitSurvey(onCompleted);

  const toggle = (category: Category) => {
    setCategories((chosen) =>
      chosen.includes(category) ? chosen.filter((c) => c !== category) : [...chosen, category],
    );
    setProblems((current) => ({ ...current, categories: undefined }));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      source: source ? undefined : SURVEY_MESSAGES.sourceRequired,
      categories: categories.length > 0 ? undefined : SURVEY_MESSAGES.categoriesRequired,
    };
    setProblems(found);
    if (!source || found.categories) return;
    void submit({ source, referrer: referrer.trim() || undefined, categories });
  };

  return (
    <Modal open onClose={onClose} title="Welcome!" size="md">
      <p className={styles.lead}>Help us personalize your shopping experience</p>
      <form className={styles.form} onSubmit={send} noValidate>
        <ChoiceGroup
          legend="How did you hear about us?"
          type="radio"
          name="source"
          options={SURVEY_SOURCES}
          isChosen={(option) => source === option}
          onChoose={(option) => {
            setSource(option);
            setProblems((current) => ({ ...current, source: undefined }));
          }}
          problem={problems.source}
        />

        <TextField
          label="Who referred you? (optional)"
          name="referrer"
          maxLength={SURVEY_REFERRER_MAX_LENGTH}
          value={referrer}
          onChange={(event) => setReferrer(event.target.value)}
          placeholder="A friend's name, a blog, a shop..."
        />

        <ChoiceGroup
          legend="Which products interest you?"
          type="checkbox"
          name="categories"
          options={SURVEY_CATEGORIES}
          isChosen={(option) => categories.includes(option)}
          onChoose={toggle}
          problem={problems.categories}
        />

        <Button type="submit" block disabled={saving}>
          {saving ? 'Saving...' : 'Continue Shopping'}
        </Button>
        <p className={styles.note}>This helps us personalize your experience</p>
      </form>
    </Modal>
  );
}
