/**
 * Generated from api/contract by `npm run contract:types`; do not edit. Each call's params as api/client takes them
 * (path, query and body fields; AppName is added by the client), which are required, which carry the visitor's own
 * data (`x-visitor-data`), and what a param of a plain JSON type may be written as (`literals`: its types and closed
 * set, the pattern, lengths or bounds the service checks, a screen's name: engine/domain/LiteralShape.ts): `funnel
 * lint` checks every YAML API binding against these, so a binding cannot drift from the contract unnoticed.
 */
import type { LiteralShape } from './LiteralShape';

export const operationParams: Record<string, { params: readonly string[]; required: readonly string[]; visitorData?: readonly string[]; literals?: Record<string, LiteralShape> }> = {
  "account.billToAccountNumber": {
    "params": [
      "ParentAccountNumber",
      "ProviderNumber",
      "IsItac"
    ],
    "required": [
      "ParentAccountNumber"
    ],
    "literals": {
      "ParentAccountNumber": {"types":["string"],"pattern":"^[0-9]{1,10}$","invalid":"ParentAccountNumber must be 1 to 10 digits, such as 167132."},
      "ProviderNumber": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"ProviderNumber must be 1 to 12 digits."},
      "IsItac": {"types":["boolean"],"invalid":"IsItac must be true or false."}
    }
  },
  "account.insuranceCompanies": {
    "params": [],
    "required": []
  },
  "analytics.digitalConsumerLog": {
    "params": [
      "actionName",
      "referralSequenceNumber",
      "referralNumber",
      "workOrderId",
      "workOrderNumber",
      "conceptVariation",
      "isConceptExposed"
    ],
    "required": [
      "actionName"
    ],
    "literals": {
      "actionName": {"types":["string"],"minLength":1,"maxLength":100,"invalid":"actionName must be 1 to 100 characters, such as \"PageView:quote\"."},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "referralNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "workOrderId": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "workOrderNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "conceptVariation": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "isConceptExposed": {"types":["boolean","null"],"invalid":"isConceptExposed must be true, false or null."}
    }
  },
  "analytics.getExperiments": {
    "params": [
      "userId"
    ],
    "required": [
      "userId"
    ],
    "literals": {
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."}
    }
  },
  "analytics.initialize": {
    "params": [
      "userId",
      "deviceId",
      "sessionId",
      "userAgent",
      "referrer"
    ],
    "required": [
      "userId",
      "deviceId",
      "sessionId"
    ],
    "literals": {
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "deviceId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "sessionId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "userAgent": {"types":["string","null"],"maxLength":1000,"invalid":"The user agent must be text of at most 1000 characters."},
      "referrer": {"types":["string","null"],"maxLength":2000,"invalid":"The referrer must be a URL of at most 2000 characters."}
    }
  },
  "analytics.logCustomEvent": {
    "params": [
      "userId",
      "sessionKey",
      "pageName",
      "sessionId",
      "action",
      "event",
      "shouldUseSessionId",
      "experimentsForUser",
      "referralSequenceNumber",
      "parentAccountNumber",
      "category",
      "label",
      "value"
    ],
    "required": [
      "userId",
      "sessionKey",
      "sessionId",
      "pageName",
      "category"
    ],
    "literals": {
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "sessionKey": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "pageName": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"pageName must be a page name of 1 to 60 characters, such as \"quote\"."},
      "sessionId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "action": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "event": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "shouldUseSessionId": {"types":["boolean","null"],"invalid":"shouldUseSessionId must be true, false or null."},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "parentAccountNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "category": {"types":["string"],"minLength":1,"maxLength":100,"invalid":"category must be 1 to 100 characters, such as \"GLOBAL_ALERT\"."},
      "label": {"types":["string","null"],"maxLength":500,"invalid":"label must be text of at most 500 characters, or null."},
      "value": {"types":["string","number","null"],"maxLength":500,"invalid":"value must be a number or text of at most 500 characters, or null."}
    }
  },
  "analytics.logPageView": {
    "params": [
      "userId",
      "sessionKey",
      "pageName",
      "sessionId",
      "action",
      "event",
      "shouldUseSessionId",
      "experimentsForUser",
      "referralSequenceNumber",
      "parentAccountNumber"
    ],
    "required": [
      "userId",
      "sessionKey",
      "sessionId",
      "pageName"
    ],
    "literals": {
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "sessionKey": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "pageName": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"pageName must be a page name of 1 to 60 characters, such as \"quote\"."},
      "sessionId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "action": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "event": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "shouldUseSessionId": {"types":["boolean","null"],"invalid":"shouldUseSessionId must be true, false or null."},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."},
      "parentAccountNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."}
    }
  },
  "analytics.logPartQuestions": {
    "params": [
      "sessionKey",
      "userId",
      "sessionId",
      "pageName",
      "carId",
      "partNumber",
      "referralSequenceNumber",
      "questions"
    ],
    "required": [
      "sessionKey",
      "pageName",
      "questions"
    ],
    "literals": {
      "sessionKey": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "sessionId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "pageName": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"pageName must be a page name of 1 to 60 characters, such as \"quote\"."},
      "carId": {"types":["integer","null"],"minimum":1,"invalid":"carId must be a positive whole number."},
      "partNumber": {"types":["string","null"],"maxLength":40,"invalid":"The part number must be at most 40 characters."},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":100,"invalid":"This value must be text of at most 100 characters, or null."}
    }
  },
  "content.page": {
    "params": [
      "appAbbreviation",
      "pageName"
    ],
    "required": [
      "appAbbreviation",
      "pageName"
    ],
    "literals": {
      "appAbbreviation": {"types":["string"],"pattern":"^[A-Za-z]{2,10}$","invalid":"The application abbreviation is 2 to 10 letters, such as FMG."},
      "pageName": {"types":["string"],"pattern":"^[A-Za-z][A-Za-z0-9-]{0,59}$","invalid":"The page name is a page of the funnel such as quote or vehicle-damage (letters, digits and dashes).","funnelPage":true}
    }
  },
  "experiments.logExposure": {
    "params": [
      "deviceId",
      "userId",
      "sessionKey",
      "testId",
      "variationId",
      "assignmentId",
      "pageName"
    ],
    "required": [
      "deviceId",
      "testId",
      "variationId"
    ],
    "literals": {
      "deviceId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "userId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "sessionKey": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "testId": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"testId must be an experiment's testId, such as \"display-msr\"."},
      "variationId": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"variationId must be a variation of the test, such as \"B\"."},
      "assignmentId": {"types":["string","null"],"maxLength":60,"invalid":"assignmentId must be the assignmentId the run answered, or null."},
      "pageName": {"types":["string","null"],"maxLength":60,"invalid":"pageName must be a page name such as \"quote\", or null."}
    }
  },
  "experiments.run": {
    "params": [
      "applicationName",
      "deviceId",
      "triggerEvent",
      "triggerValue",
      "experimentOrder",
      "forcedVariations"
    ],
    "required": [
      "applicationName",
      "deviceId",
      "triggerEvent"
    ],
    "literals": {
      "applicationName": {"types":["string"],"minLength":1,"maxLength":40,"invalid":"applicationName must be the application's name, 1 to 40 characters."},
      "deviceId": {"types":["string"],"pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$","invalid":"Ids are UUIDs such as 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f; send 00000000-0000-0000-0000-000000000000 for an empty id."},
      "triggerEvent": {"types":["string"],"enum":["SiteEntry","PageEntry"],"invalid":"triggerEvent must be SiteEntry or PageEntry."},
      "triggerValue": {"types":["string","null"],"maxLength":60,"invalid":"triggerValue must be a page name such as \"quote\" (at most 60 characters), or null for SiteEntry."}
    }
  },
  "location.alertReasons": {
    "params": [
      "ctu"
    ],
    "required": [
      "ctu"
    ],
    "literals": {
      "ctu": {"types":["string"],"pattern":"^[A-Z]{2}-[A-Z]{2,4}$","invalid":"A CTU is a territory id such as AZ-PHX (the zipCodeCtu of a zip)."}
    }
  },
  "location.closestShops": {
    "params": [
      "zip",
      "carId"
    ],
    "required": [
      "zip",
      "carId"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "carId": {"types":["integer"],"minimum":1,"invalid":"The carId must be a positive whole number from the vehicle lookup."}
    }
  },
  "location.providers": {
    "params": [
      "zip",
      "damageKind",
      "resultCount",
      "parent",
      "carId",
      "isBigTruck"
    ],
    "required": [
      "zip",
      "damageKind",
      "resultCount",
      "parent",
      "carId",
      "isBigTruck"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "damageKind": {"types":["string"],"enum":["Repair","Replace"],"invalid":"The damage kind must be Repair or Replace."},
      "resultCount": {"types":["integer"],"minimum":1,"maximum":100,"invalid":"resultCount must be a whole number from 1 to 100."},
      "parent": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"The parent account number must be 1 to 12 digits, such as 167132."},
      "carId": {"types":["integer"],"minimum":1,"invalid":"The carId must be a positive whole number from the vehicle lookup."},
      "isBigTruck": {"types":["boolean"],"invalid":"isBigTruck must be true or false."}
    }
  },
  "location.serviceability": {
    "params": [
      "zip",
      "carId",
      "parentAccountNumber",
      "referralSequenceNumber",
      "applicationName",
      "lineItems",
      "glassPieces",
      "isHeavyTruckVehicle"
    ],
    "required": [
      "zip",
      "carId"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "carId": {"types":["integer"],"minimum":1,"invalid":"The carId must be a positive whole number from the vehicle lookup."},
      "parentAccountNumber": {"types":["string"],"maxLength":20},
      "referralSequenceNumber": {"types":["string"],"maxLength":40},
      "applicationName": {"types":["string"],"maxLength":40},
      "isHeavyTruckVehicle": {"types":["boolean"],"invalid":"isHeavyTruckVehicle must be true or false."}
    }
  },
  "location.zip": {
    "params": [
      "zip",
      "damageKind"
    ],
    "required": [
      "zip",
      "damageKind"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "damageKind": {"types":["string"],"enum":["Repair","Replace"],"invalid":"The damage kind must be Repair or Replace."}
    }
  },
  "logging.log": {
    "params": [
      "level",
      "entry"
    ],
    "required": [
      "level",
      "entry"
    ],
    "literals": {
      "level": {"types":["string"],"enum":["log-information","log-warning","log-error","log-critical"],"invalid":"The level must be one of log-information, log-warning, log-error or log-critical."}
    }
  },
  "order.addDonationPart": {
    "params": [
      "donationAmount",
      "savedSessionId",
      "paymentInfo"
    ],
    "required": [
      "donationAmount",
      "savedSessionId"
    ],
    "literals": {
      "donationAmount": {"types":["integer"],"minimum":1,"maximum":100,"invalid":"donationAmount must be whole dollars from 1 to 100."},
      "savedSessionId": {"types":["string"],"pattern":"^[A-Za-z0-9_-]+$","minLength":1,"maxLength":64,"invalid":"savedSessionId must be the id a save-session answered (letters, digits, - and _; at most 64)."}
    }
  },
  "order.loadSession": {
    "params": [
      "savedSessionId",
      "referralNumber",
      "referralDate",
      "parentAccountNumber",
      "referralCorrelationId"
    ],
    "required": [],
    "literals": {
      "referralNumber": {"types":["string","null"],"pattern":"^[A-Za-z0-9-]*$","maxLength":20,"invalid":"referralNumber must be letters and digits, at most 20 characters."},
      "referralDate": {"types":["string","null"],"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]+(Z|[+-][0-9]{2}:?[0-9]{2})?)?$","invalid":"referralDate must be a date (yyyy-mm-dd) or a date-time, such as 2026-11-20."},
      "parentAccountNumber": {"types":["string","null"],"maxLength":20},
      "referralCorrelationId": {"types":["string","null"],"maxLength":64}
    }
  },
  "order.saveProgress": {
    "params": [
      "vehicle",
      "lineItems",
      "savedSessionId",
      "referralNumber",
      "referralSequenceNumber",
      "referralDate",
      "referralCorrelationId",
      "customer",
      "isInsurance",
      "insuranceCoverage",
      "isItac",
      "isNoComp",
      "currentDeductible"
    ],
    "required": [
      "vehicle",
      "lineItems"
    ],
    "literals": {
      "referralNumber": {"types":["string","null"],"pattern":"^[A-Za-z0-9-]*$","maxLength":20,"invalid":"referralNumber must be letters and digits, at most 20 characters."},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":20},
      "referralDate": {"types":["string","null"],"maxLength":40},
      "referralCorrelationId": {"types":["string","null"],"maxLength":64},
      "isInsurance": {"types":["boolean","null"]},
      "isItac": {"types":["boolean","null"]},
      "isNoComp": {"types":["boolean","null"]},
      "currentDeductible": {"types":["number","null"],"minimum":0}
    }
  },
  "order.saveSession": {
    "params": [
      "order",
      "user",
      "savedSessionId",
      "submitAfterSave",
      "createUnscheduledStatusWorkOrderForPIA",
      "affiliateCookies"
    ],
    "required": [
      "order"
    ],
    "literals": {
      "submitAfterSave": {"types":["boolean"]},
      "createUnscheduledStatusWorkOrderForPIA": {"types":["boolean"]}
    }
  },
  "order.sign": {
    "params": [
      "savedSessionId",
      "signedName",
      "signatureImage",
      "isRecalAckOptIn"
    ],
    "required": [
      "savedSessionId",
      "signedName",
      "signatureImage"
    ],
    "literals": {
      "savedSessionId": {"types":["string"],"pattern":"^[A-Za-z0-9_-]+$","minLength":1,"maxLength":64,"invalid":"savedSessionId must be the id a save-session answered (letters, digits, - and _; at most 64)."},
      "signedName": {"types":["string"],"minLength":1,"maxLength":120,"invalid":"signedName must be the signer's name, 1 to 120 characters."},
      "signatureImage": {"types":["string"],"pattern":"^(data:image/png;base64,)?[A-Za-z0-9+/]+={0,2}$","minLength":12,"maxLength":1000000,"invalid":"signatureImage must be a PNG image in base64, optionally prefixed with data:image/png;base64,"},
      "isRecalAckOptIn": {"types":["boolean"]}
    }
  },
  "parts.capabilityQuestions": {
    "params": [
      "carId",
      "partNumber"
    ],
    "required": [
      "carId",
      "partNumber"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "partNumber": {"types":["string"],"pattern":"^[A-Za-z0-9-]{1,40}$","invalid":"A part number has 1 to 40 letters, digits or dashes, such as FW04512GT."}
    }
  },
  "parts.damageOptions": {
    "params": [
      "carId"
    ],
    "required": [
      "carId"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."}
    }
  },
  "parts.mobileFee": {
    "params": [
      "serviceType",
      "facilityType",
      "parentAccountNumber",
      "billToAccountNumber",
      "providerNumber",
      "isItacOptimized",
      "zipCode",
      "partNumbers",
      "carId",
      "coverageStatus",
      "coverageType"
    ],
    "required": [
      "serviceType",
      "facilityType",
      "parentAccountNumber",
      "providerNumber",
      "zipCode",
      "carId"
    ],
    "visitorData": [
      "zipCode"
    ],
    "literals": {
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]},
      "facilityType": {"types":["string"],"enum":["Mobile"],"invalid":"The mobile fee applies to mobile service only; facilityType must be Mobile."},
      "parentAccountNumber": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"An account number has 1 to 12 digits, such as 167132."},
      "billToAccountNumber": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"An account number has 1 to 12 digits, such as 167132."},
      "providerNumber": {"types":["string"],"pattern":"^[A-Za-z0-9]{1,12}$","invalid":"providerNumber must be 1 to 12 letters or digits, such as 012345."},
      "isItacOptimized": {"types":["boolean"],"invalid":"isItacOptimized must be true or false."},
      "zipCode": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "coverageStatus": {"types":["string"],"enum":["Pending","NoComp","Verified"]},
      "coverageType": {"types":["string"],"enum":["None","Deductible","Itac","NoComp"]}
    }
  },
  "parts.mobilePremiumFee": {
    "params": [
      "paymentKind",
      "damageKind"
    ],
    "required": [
      "paymentKind",
      "damageKind"
    ],
    "literals": {
      "paymentKind": {"types":["string"],"enum":["Insurance","Cash"]},
      "damageKind": {"types":["string"],"enum":["Repair","Replace"]}
    }
  },
  "parts.partFromCapabilityAnswer": {
    "params": [
      "part",
      "capabilityAnswerResults"
    ],
    "required": [
      "part",
      "capabilityAnswerResults"
    ]
  },
  "parts.parts": {
    "params": [
      "carId",
      "glassPieces",
      "zip",
      "vin",
      "serviceType",
      "referralSeqNumber",
      "answerResults"
    ],
    "required": [
      "carId",
      "glassPieces",
      "zip",
      "serviceType",
      "answerResults"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]},
      "referralSeqNumber": {"types":["string","null"],"maxLength":40,"invalid":"referralSeqNumber must be at most 40 characters."}
    }
  },
  "parts.partsOrQuestions": {
    "params": [
      "carId",
      "glassPieces",
      "zip",
      "vin",
      "serviceType",
      "referralSeqNumber"
    ],
    "required": [
      "carId",
      "glassPieces",
      "zip",
      "serviceType"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]},
      "referralSeqNumber": {"types":["string","null"],"maxLength":40,"invalid":"referralSeqNumber must be at most 40 characters."}
    }
  },
  "parts.pricingByDayPartNumber": {
    "params": [
      "date",
      "serviceType"
    ],
    "required": [
      "date"
    ],
    "literals": {
      "date": {"types":["string"],"invalid":"Dates are written yyyy-mm-dd, such as 2026-12-01."},
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]}
    }
  },
  "parts.rainRepel": {
    "params": [
      "carId"
    ],
    "required": [
      "carId"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."}
    }
  },
  "parts.recalParts": {
    "params": [
      "carId",
      "partNumber",
      "recalType",
      "parent",
      "zip",
      "appName",
      "referralSeq"
    ],
    "required": [
      "carId",
      "partNumber",
      "recalType",
      "parent",
      "zip",
      "appName",
      "referralSeq"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "partNumber": {"types":["string"],"pattern":"^[A-Za-z0-9-]{1,40}$","invalid":"A part number has 1 to 40 letters, digits or dashes, such as FW04512GT."},
      "recalType": {"types":["string"],"enum":["Static","Dynamic","Dual"],"invalid":"recalType must be Static, Dynamic or Dual."},
      "parent": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"An account number has 1 to 12 digits, such as 167132."},
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "appName": {"types":["string"],"minLength":1,"maxLength":40,"invalid":"AppName must be the application's name, 1 to 40 characters."},
      "referralSeq": {"types":["string"],"pattern":"^[A-Za-z0-9-]{1,40}$","invalid":"referralSeq must be the referral sequence number, 1 to 40 letters, digits or dashes."}
    }
  },
  "parts.servicePackageDiscount": {
    "params": [
      "glassPieces",
      "damageType"
    ],
    "required": [
      "glassPieces",
      "damageType"
    ],
    "literals": {
      "damageType": {"types":["string"],"enum":["Repair","Replace"]}
    }
  },
  "parts.supportingItems": {
    "params": [
      "carId",
      "damageType",
      "parentAccountNumber",
      "parts",
      "numberOfRepairChips"
    ],
    "required": [
      "carId",
      "damageType",
      "parentAccountNumber",
      "parts"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "damageType": {"types":["string"],"enum":["Repair","Replace"]},
      "parentAccountNumber": {"types":["string"],"pattern":"^[0-9]{1,12}$","invalid":"An account number has 1 to 12 digits, such as 167132."},
      "numberOfRepairChips": {"types":["integer","null"],"minimum":0,"maximum":99,"invalid":"numberOfRepairChips must be a whole number of chips from 0 to 99."}
    }
  },
  "parts.wipers": {
    "params": [
      "carId",
      "zip"
    ],
    "required": [
      "carId",
      "zip"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "carId": {"types":["integer"],"minimum":1,"maximum":2147483647,"invalid":"carId must be a vehicle's carId, a whole number from 1 to 2147483647."},
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."}
    }
  },
  "price.orderItems": {
    "params": [
      "parentAccountNumber",
      "billToAccountNumber",
      "providerNumber",
      "vehicle",
      "eon",
      "state",
      "referralNumber",
      "referralSequenceNumber",
      "referralDate",
      "referralCorrelationId",
      "zip",
      "isReplacement",
      "deductible",
      "coverageStatus",
      "lineItems",
      "serverData"
    ],
    "required": [
      "zip",
      "isReplacement",
      "lineItems"
    ],
    "visitorData": [
      "zip"
    ],
    "literals": {
      "parentAccountNumber": {"types":["string","null"],"maxLength":20,"invalid":"parentAccountNumber must be an account number of at most 20 characters, such as \"167132\"."},
      "billToAccountNumber": {"types":["string","null"],"maxLength":20,"invalid":"billToAccountNumber must be an account number of at most 20 characters, such as \"87291\"."},
      "providerNumber": {"types":["string","null"],"maxLength":20,"invalid":"providerNumber must be a provider number of at most 20 characters."},
      "eon": {"types":["string","null"],"maxLength":40},
      "referralNumber": {"types":["string","null"],"maxLength":40},
      "referralSequenceNumber": {"types":["string","null"],"maxLength":40},
      "referralDate": {"types":["string","null"],"maxLength":40},
      "referralCorrelationId": {"types":["string","null"],"maxLength":60},
      "zip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "isReplacement": {"types":["boolean"],"invalid":"isReplacement must be true (replace) or false (repair)."},
      "deductible": {"types":["number","null"],"minimum":0,"maximum":99999,"invalid":"The deductible must be a number of dollars from 0 to 99999, or null."},
      "serverData": {"types":["string","null"],"maxLength":4000,"invalid":"serverData must be the serverData the price service handed out, or null."}
    }
  },
  "price.orderPromo": {
    "params": [
      "promoCode",
      "addableVaps",
      "order"
    ],
    "required": [
      "promoCode",
      "order"
    ],
    "literals": {
      "promoCode": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"promoCode must be a promo code of 1 to 60 characters, such as SAVE20."}
    }
  },
  "price.revalidatedOrderPromos": {
    "params": [
      "inactivePromos",
      "order",
      "useDefaultCashParentAccount"
    ],
    "required": [
      "inactivePromos",
      "order"
    ],
    "literals": {
      "useDefaultCashParentAccount": {"types":["boolean"],"invalid":"useDefaultCashParentAccount must be true or false."}
    }
  },
  "price.taxedOrderItems": {
    "params": [
      "parentAccountNumber",
      "billToAccountNumber",
      "providerNumber",
      "appointmentType",
      "city",
      "state",
      "zipCode",
      "lineItems",
      "ServerData"
    ],
    "required": [
      "lineItems",
      "ServerData"
    ],
    "visitorData": [
      "zipCode"
    ],
    "literals": {
      "parentAccountNumber": {"types":["string"],"maxLength":20},
      "billToAccountNumber": {"types":["string"],"maxLength":20},
      "providerNumber": {"types":["string"],"maxLength":20},
      "appointmentType": {"types":["string"],"enum":["Inshop","Mobile","Dropoff","InshopOrDropoff"]},
      "city": {"types":["string"],"maxLength":60},
      "state": {"types":["string"],"pattern":"^[A-Z]{2}$","invalid":"The state must be a two-letter code such as AZ."},
      "zipCode": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "ServerData": {"types":["string"],"minLength":1,"maxLength":4000,"invalid":"ServerData must be the serverData the price service handed out."}
    }
  },
  "schedule.mobileTimeSlots": {
    "params": [
      "zipCode",
      "startDate",
      "endDate",
      "shopAppointmentType",
      "applicationName",
      "parentAccountNumber",
      "carId",
      "lineItems",
      "glassPieces",
      "eon",
      "billToAccountNumber",
      "coverage",
      "partSelection",
      "vehicle"
    ],
    "required": [
      "zipCode",
      "startDate",
      "endDate"
    ],
    "visitorData": [
      "zipCode"
    ],
    "literals": {
      "zipCode": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "startDate": {"types":["string"],"invalid":"Dates are written yyyy-mm-dd, such as 2026-12-01."},
      "endDate": {"types":["string"],"invalid":"Dates are written yyyy-mm-dd, such as 2026-12-01."},
      "shopAppointmentType": {"types":["string","null"],"enum":["Mobile"],"invalid":"Mobile time slots are for the Mobile appointment type; ask shop-time-slots for a shop."},
      "applicationName": {"types":["string","null"],"maxLength":40},
      "parentAccountNumber": {"types":["string","null"],"maxLength":20},
      "carId": {"types":["integer","null"],"minimum":1,"invalid":"The carId must be a positive whole number from the vehicle lookup."},
      "eon": {"types":["string","null"],"maxLength":40},
      "billToAccountNumber": {"types":["string","null"],"maxLength":20}
    }
  },
  "schedule.shopTimeSlots": {
    "params": [
      "zipCode",
      "providerNumber",
      "startDate",
      "endDate",
      "shopAppointmentType",
      "applicationName",
      "parentAccountNumber",
      "carId",
      "lineItems",
      "glassPieces",
      "eon",
      "billToAccountNumber",
      "coverage",
      "partSelection",
      "vehicle"
    ],
    "required": [
      "zipCode",
      "providerNumber",
      "startDate",
      "endDate"
    ],
    "visitorData": [
      "zipCode"
    ],
    "literals": {
      "zipCode": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "providerNumber": {"types":["string"],"pattern":"^[0-9]{4,10}$","invalid":"The provider number must be 4 to 10 digits, as location.providers gives it."},
      "startDate": {"types":["string"],"invalid":"Dates are written yyyy-mm-dd, such as 2026-12-01."},
      "endDate": {"types":["string"],"invalid":"Dates are written yyyy-mm-dd, such as 2026-12-01."},
      "shopAppointmentType": {"types":["string","null"],"enum":["Inshop","Dropoff","InshopOrDropoff"],"invalid":"Shop time slots are for Inshop, Dropoff or InshopOrDropoff; ask mobile-time-slots for Mobile."},
      "applicationName": {"types":["string","null"],"maxLength":40},
      "parentAccountNumber": {"types":["string","null"],"maxLength":20},
      "carId": {"types":["integer","null"],"minimum":1,"invalid":"The carId must be a positive whole number from the vehicle lookup."},
      "eon": {"types":["string","null"],"maxLength":40},
      "billToAccountNumber": {"types":["string","null"],"maxLength":20}
    }
  },
  "vehicle.isVinByAddressPermissible": {
    "params": [
      "zipcode"
    ],
    "required": [
      "zipcode"
    ],
    "visitorData": [
      "zipcode"
    ],
    "literals": {
      "zipcode": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."}
    }
  },
  "vehicle.lookup": {
    "params": [
      "year",
      "make",
      "model",
      "style"
    ],
    "required": [
      "year",
      "make",
      "model",
      "style"
    ],
    "literals": {
      "year": {"types":["integer"],"minimum":1900,"maximum":2100,"invalid":"The year must be a four-digit model year, such as 2020."},
      "make": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The make must be 1 to 60 characters long, such as \"Honda\"."},
      "model": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The model must be 1 to 60 characters long, such as \"Civic\"."},
      "style": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The style must be 1 to 60 characters long, such as \"4 Door Sedan\"."}
    }
  },
  "vehicle.lookupByAddress": {
    "params": [
      "licenseLastName",
      "licenseStreetAddress",
      "licenseZip",
      "licenseState"
    ],
    "required": [
      "licenseLastName",
      "licenseStreetAddress",
      "licenseZip",
      "licenseState"
    ],
    "visitorData": [
      "licenseLastName",
      "licenseStreetAddress",
      "licenseZip"
    ],
    "literals": {
      "licenseLastName": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The last name must be 1 to 60 characters long."},
      "licenseStreetAddress": {"types":["string"],"minLength":1,"maxLength":120,"invalid":"The street address must be 1 to 120 characters long, such as \"1200 N Central Ave\"."},
      "licenseZip": {"types":["string"],"pattern":"^[0-9]{5}$","invalid":"The zip code must be five digits, such as 85001."},
      "licenseState": {"types":["string"],"pattern":"^[A-Z]{2}$","invalid":"The state must be a two-letter code such as AZ."}
    }
  },
  "vehicle.lookupByImage": {
    "params": [
      "imageData",
      "contentType",
      "fileName"
    ],
    "required": [
      "imageData",
      "contentType",
      "fileName"
    ],
    "literals": {
      "imageData": {"types":["string"],"minLength":4,"invalid":"imageData must be the image file encoded as base64."},
      "contentType": {"types":["string"],"enum":["image/jpeg","image/png","image/heic","image/webp"],"invalid":"The image must be image/jpeg, image/png, image/heic or image/webp."},
      "fileName": {"types":["string"],"minLength":1,"maxLength":255,"invalid":"The file name must be 1 to 255 characters long."}
    }
  },
  "vehicle.lookupByPlate": {
    "params": [
      "licensePlate",
      "licenseState",
      "logEnabled"
    ],
    "required": [
      "licensePlate",
      "licenseState"
    ],
    "visitorData": [
      "licensePlate"
    ],
    "literals": {
      "licensePlate": {"types":["string"],"pattern":"^[ -]*([A-Za-z0-9][ -]*){1,8}$","maxLength":20,"invalid":"A licence plate has 1 to 8 letters and digits (spaces and dashes are ignored)."},
      "licenseState": {"types":["string"],"pattern":"^[A-Z]{2}$","invalid":"The state must be a two-letter code such as AZ."},
      "logEnabled": {"types":["boolean"]}
    }
  },
  "vehicle.lookupByVin": {
    "params": [
      "vin",
      "logEnabled"
    ],
    "required": [
      "vin"
    ],
    "visitorData": [
      "vin"
    ],
    "literals": {
      "vin": {"types":["string"],"pattern":"^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$","invalid":"A VIN has 17 letters and digits, without I, O or Q."},
      "logEnabled": {"types":["boolean"]}
    }
  },
  "vehicle.makes": {
    "params": [
      "year"
    ],
    "required": [
      "year"
    ],
    "literals": {
      "year": {"types":["integer"],"minimum":1900,"maximum":2100,"invalid":"The year must be a four-digit model year, such as 2020."}
    }
  },
  "vehicle.models": {
    "params": [
      "year",
      "make"
    ],
    "required": [
      "year",
      "make"
    ],
    "literals": {
      "year": {"types":["integer"],"minimum":1900,"maximum":2100,"invalid":"The year must be a four-digit model year, such as 2020."},
      "make": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The make must be 1 to 60 characters long, such as \"Honda\"."}
    }
  },
  "vehicle.styles": {
    "params": [
      "year",
      "make",
      "model"
    ],
    "required": [
      "year",
      "make",
      "model"
    ],
    "literals": {
      "year": {"types":["integer"],"minimum":1900,"maximum":2100,"invalid":"The year must be a four-digit model year, such as 2020."},
      "make": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The make must be 1 to 60 characters long, such as \"Honda\"."},
      "model": {"types":["string"],"minLength":1,"maxLength":60,"invalid":"The model must be 1 to 60 characters long, such as \"Civic\"."}
    }
  },
  "vehicle.years": {
    "params": [],
    "required": []
  }
};
