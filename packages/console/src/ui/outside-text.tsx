import { codePointName, outsideTextParts } from '../lib/outside-text';
import './outside-text.css';

/**
 * A name or text that came from outside the console (issue 39.6), isolated from the line it
 * stands in (<bdi>: its own direction, never reordering its neighbours), with a character that
 * would reorder or hide text shown as its code point in a box instead of acting.
 */
export function OutsideText({ text, className }: { text: string; className?: string }) {
  return (
    <bdi className={className ? `outside-text ${className}` : 'outside-text'}>
      {outsideTextParts(text).map((part, index) =>
        part.hidden ? (
          <span key={index} className="outside-text__hidden">
            {codePointName(part.text)}
          </span>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
