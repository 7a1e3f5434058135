import { FORM_ERROR as finalFormKey } from 'final-form';
import { FORM_ERROR } from './form-error';

describe('FORM_ERROR', () => {
  it('is final-form’s key for the message of a whole form', () => {
    expect(FORM_ERROR).toBe(finalFormKey);
  });
});
