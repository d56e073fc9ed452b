import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PROFILE_RULES } from '../contract/choices';
import { RULE_MESSAGES, type ProfileRule } from './profileRules';

describe('RULE_MESSAGES', () => {
  it.each(Object.keys(PROFILE_RULES) as ProfileRule[])(
    "says the contract's %s rule in the same English",
    (rule) => {
      expect(i18n._(RULE_MESSAGES[rule])).toBe(PROFILE_RULES[rule]);
    },
  );
});
