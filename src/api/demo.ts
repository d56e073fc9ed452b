import { DEMO_RESET_PATH, DEMO_SCENARIOS_PATH, type DemoScenarios } from '../contract/demo';
import { request } from './client';

// The mock backends' demo controls (the Demo panel's); a real backend has none of them.

export const getDemoScenarios = () => request<DemoScenarios>('GET', DEMO_SCENARIOS_PATH);

export const setDemoScenarios = (scenarios: DemoScenarios) =>
  request<DemoScenarios>('PUT', DEMO_SCENARIOS_PATH, { body: scenarios });

export const resetDemoData = () => request<{ reset: true }>('POST', DEMO_RESET_PATH);
