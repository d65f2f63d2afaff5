import type { LintRule } from '../LintRule';
import { answerField } from './answerField';
import { callParams } from './callParams';
import { cascadeCompare } from './cascadeCompare';
import { closedSetValue } from './closedSetValue';
import { cascadeCycle } from './cascadeCycle';
import { conditionType } from './conditionType';
import { constantCondition } from './constantCondition';
import { converterInput } from './converterInput';
import { cutText } from './cutText';
import { deadEnd } from './deadEnd';
import { droppedFields } from './droppedFields';
import { duplicateId } from './duplicateId';
import { duplicateRoute } from './duplicateRoute';
import { duplicateRule } from './duplicateRule';
import { fieldsOrRenderer } from './fieldsOrRenderer';
import { foreignPageData } from './foreignPageData';
import { formLabel } from './formLabel';
import { formSchema } from './formSchema';
import { laterPageData } from './laterPageData';
import { journeyStep } from './journeyStep';
import { literalVisitorParam } from './literalVisitorParam';
import { messageReference } from './messageReference';
import { missingPick } from './missingPick';
import { missingScenario } from './missingScenario';
import { navigationLoop } from './navigationLoop';
import { overwrittenAnswer } from './overwrittenAnswer';
import { unknownConstant } from './unknownConstant';
import { unknownConverter } from './unknownConverter';
import { unknownExperiment } from './unknownExperiment';
import { unknownGuard } from './unknownGuard';
import { unknownHandler } from './unknownHandler';
import { unknownLocal } from './unknownLocal';
import { unknownOperation } from './unknownOperation';
import { bindingShape } from './bindingShape';
import { brand } from './brand';
import { callRetries } from './callRetries';
import { environmentHosts } from './environmentHosts';
import { summaryRow } from './summaryRow';
import { pageActions } from './pageActions';
import { pageStage } from './pageStage';
import { unknownPage } from './unknownPage';
import { unknownQueryParam } from './unknownQueryParam';
import { unknownRenderer } from './unknownRenderer';
import { unknownSequence } from './unknownSequence';
import { unknownSetting } from './unknownSetting';
import { unknownStatePath } from './unknownStatePath';
import { unreachablePage } from './unreachablePage';
import { unreachableRule } from './unreachableRule';
import { unreadStatePath } from './unreadStatePath';
import { unsatisfiablePrerequisites } from './unsatisfiablePrerequisites';
import { rulePrerequisites } from './rulePrerequisites';
import { unwrittenStatePath } from './unwrittenStatePath';

/** Every lint rule lintFunnel runs, one per file in this folder. */
export const allRules: readonly LintRule[] = [
  unknownPage,
  duplicateRoute,
  unknownSequence,
  unknownGuard,
  unknownHandler,
  unknownRenderer,
  unknownOperation,
  bindingShape,
  pageActions,
  callParams,
  answerField,
  literalVisitorParam,
  unknownConverter,
  converterInput,
  unknownConstant,
  unknownStatePath,
  unknownLocal,
  unwrittenStatePath,
  unreadStatePath,
  foreignPageData,
  closedSetValue,
  conditionType,
  constantCondition,
  messageReference,
  cutText,
  formSchema,
  formLabel,
  unknownExperiment,
  pageStage,
  unknownSetting,
  missingPick,
  missingScenario,
  unknownQueryParam,
  unreachablePage,
  deadEnd,
  droppedFields,
  navigationLoop,
  unsatisfiablePrerequisites,
  rulePrerequisites,
  laterPageData,
  duplicateRule,
  unreachableRule,
  fieldsOrRenderer,
  overwrittenAnswer,
  cascadeCycle,
  cascadeCompare,
  duplicateId,
  journeyStep,
  brand,
  summaryRow,
  environmentHosts,
  callRetries,
];
