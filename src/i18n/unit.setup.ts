// Unit tests run in English, from its catalogue, as the app does for an English browser.
import { i18n } from '@lingui/core';
import { messages } from '../locales/en.po';

i18n.loadAndActivate({ locale: 'en', messages });
