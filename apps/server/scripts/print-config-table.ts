// Prints the environment-variable table for the README: `npm run config:table -w apps/server`.
import { configTableMarkdown } from '../src/config-variables';

console.log(configTableMarkdown());
