import type { DemoScenarios } from '../contract/demo';
import { call } from './call';

// The mock backends' demo controls (the Demo panel's); a real backend has none of them.

export const getDemoScenarios = () => call('getScenarios');

export const setDemoScenarios = (scenarios: DemoScenarios) =>
  call('setScenarios', { body: scenarios });

export const resetDemoData = () => call('resetData');
