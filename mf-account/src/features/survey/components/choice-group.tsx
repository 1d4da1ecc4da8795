import { useId } from 'react';
import styles from './choice-group.module.css';

interface Props<Option extends string> {
  legend: string;
  /** radio: one of the options; checkbox: any number. */
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly Option[];
  isChosen: (option: Option) => boolean;
  onChoose: (option: Option) => void;
  /** What is wrong with the choice, shown under it. */
  problem?: string;
}

export function ChoiceGroup<Option extends string>({
  legend,
  type,
  name,
  options,
  isChosen,
  onChoose,
  problem,
}: Props<Option>) {
  const problemId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type={type}
              name={name}
              value={option}
              checked={isChosen(option)}
              onChange={() => onChoose(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
