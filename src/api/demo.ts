import type { DemoScenarios } from '../contract/demo';
import { MOCK_ROUTES } from '../contract/mockRoutes';
import { call } from './call';

// The mock backends' demo controls (the Demo panel's); a real backend has none of them.

export const getDemoScenarios = () => call(MOCK_ROUTES.getScenarios);

export const setDemoScenarios = (scenarios: DemoScenarios) =>
  call(MOCK_ROUTES.setScenarios, { body: scenarios });

export const resetDemoData = () => call(MOCK_ROUTES.resetData);
