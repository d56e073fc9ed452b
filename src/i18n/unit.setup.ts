// Unit tests run in English, from its catalogue, as the app does for an English browser.
import { i18n } from '@lingui/core';
import { messages as demo } from '../locales/demo/en.po';
import { messages as screens } from '../locales/en.po';
import { messages as landing } from '../locales/landing/en.po';

i18n.loadAndActivate({ locale: 'en', messages: { ...landing, ...screens, ...demo } });
