import type { Recipe } from '../types';
import { analysisAndSurveyRecipes } from './analysis-surveys';
import { historyRecipes } from './history';
import { operationsRecipes } from './operations';
import { peopleRecipes } from './people';
import { publicAndAuthRecipes } from './public-auth';
import { sitesRecipes } from './sites';

/** Every recipe; a route of the OpenAPI document without one is reported as not measured. */
export const RECIPES: readonly Recipe[] = [
  ...publicAndAuthRecipes,
  ...peopleRecipes,
  ...sitesRecipes,
  ...operationsRecipes,
  ...historyRecipes,
  ...analysisAndSurveyRecipes,
];
