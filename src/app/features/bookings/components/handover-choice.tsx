/**
 * How the clothes come back, at checkout and on Edit Booking: 'Deliver to my address' (the dropoff
 * address and the delivery part of the fee) or "I'll collect at {branch}" (no dropoff address, no
 * delivery fee). A native radio group drawn as cards, like the speeds and windows.
 */
import * as React from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { handoverChoiceLabel, HANDOVERS, type Handover } from '@laundry-accra/domain/handover';
import { Choice, ChoiceGroup, ChoiceLegend, Radio } from './choice-parts';

/** What each choice means for the customer, under its name. */
// No word here may repeat another field's label ('Dropoff address', 'Branch'): the forms' fields
// are found by their labels, and each card is the label of its radio.
const DETAILS: { readonly [H in Handover]: string } = {
  delivery: 'We bring your clean clothes back to you.',
  collection: 'No delivery fee: you come for them when they are ready.',
};

/** The choice, for the branch named `branchName` (the branch field's choice, or the booking's). */
export function HandoverChoice({
  branchName,
  disabled = false,
}: {
  branchName: string | undefined;
  disabled?: boolean;
}) {
  return (
    <ChoiceGroup disabled={disabled}>
      <ChoiceLegend>How your clothes come back</ChoiceLegend>
      <Choices>
        {HANDOVERS.map((handover) => (
          <Field<string> key={handover} name="handover" type="radio" value={handover}>
            {({ input }) => (
              <Choice $disabled={disabled}>
                <Radio {...input} aria-describedby={`handover-${handover}-detail`} />
                <Name>{handoverChoiceLabel(handover, branchName || 'the branch')}</Name>
                <Detail id={`handover-${handover}-detail`} aria-hidden>
                  {DETAILS[handover]}
                </Detail>
              </Choice>
            )}
          </Field>
        ))}
      </Choices>
    </ChoiceGroup>
  );
}

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
