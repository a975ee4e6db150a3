import { Fragment } from 'react';

// A UK phone number as written in the copy, e.g. '0300 123 1110'.
const NUMBER = /(0\d{3} \d{3} \d{4})/;

/** A number to tap and call: the link is made from its digits alone, and it never wraps. */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a className="dc-tel" href={`tel:${number.replace(/\D/g, '')}`}>
      {number}
    </a>
  );
}

/** Copy text with each phone number in it as a PhoneLink. */
export function PhoneText({ text }: { text: string }) {
  return (
    <>
      {text.split(NUMBER).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? <PhoneLink number={part} /> : part}</Fragment>
      ))}
    </>
  );
}
