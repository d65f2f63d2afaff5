/**
 * Generated from api/contract by `npm run contract:types`; do not edit. Each call's params as api/client takes them
 * (path, query and body fields; AppName is added by the client), which are required, which carry the visitor's own
 * data (`x-visitor-data`), and what a param of a plain JSON type may be written as (`literals`: its types and closed
 * set): `funnel lint` checks every YAML API binding against these, so a binding cannot drift from the contract
 * unnoticed.
 */
export const operationParams: Record<string, { params: readonly string[]; required: readonly string[]; visitorData?: readonly string[]; literals?: Record<string, { types: readonly string[]; enum?: ReadonlyArray<string | number | boolean> }> }> = {
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
      "ParentAccountNumber": {"types":["string"]},
      "ProviderNumber": {"types":["string"]},
      "IsItac": {"types":["boolean"]}
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
      "actionName": {"types":["string"]},
      "referralSequenceNumber": {"types":["string","null"]},
      "referralNumber": {"types":["string","null"]},
      "workOrderId": {"types":["string","null"]},
      "workOrderNumber": {"types":["string","null"]},
      "conceptVariation": {"types":["string","null"]},
      "isConceptExposed": {"types":["boolean","null"]}
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
      "userId": {"types":["string"]}
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
      "userId": {"types":["string"]},
      "deviceId": {"types":["string"]},
      "sessionId": {"types":["string"]},
      "userAgent": {"types":["string","null"]},
      "referrer": {"types":["string","null"]}
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
      "userId": {"types":["string"]},
      "sessionKey": {"types":["string"]},
      "pageName": {"types":["string"]},
      "sessionId": {"types":["string"]},
      "action": {"types":["string","null"]},
      "event": {"types":["string","null"]},
      "shouldUseSessionId": {"types":["boolean","null"]},
      "referralSequenceNumber": {"types":["string","null"]},
      "parentAccountNumber": {"types":["string","null"]},
      "category": {"types":["string"]},
      "label": {"types":["string","null"]},
      "value": {"types":["string","number","null"]}
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
      "userId": {"types":["string"]},
      "sessionKey": {"types":["string"]},
      "pageName": {"types":["string"]},
      "sessionId": {"types":["string"]},
      "action": {"types":["string","null"]},
      "event": {"types":["string","null"]},
      "shouldUseSessionId": {"types":["boolean","null"]},
      "referralSequenceNumber": {"types":["string","null"]},
      "parentAccountNumber": {"types":["string","null"]}
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
      "sessionKey": {"types":["string"]},
      "userId": {"types":["string"]},
      "sessionId": {"types":["string"]},
      "pageName": {"types":["string"]},
      "carId": {"types":["integer","null"]},
      "partNumber": {"types":["string","null"]},
      "referralSequenceNumber": {"types":["string","null"]}
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
      "appAbbreviation": {"types":["string"]},
      "pageName": {"types":["string"]}
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
      "deviceId": {"types":["string"]},
      "userId": {"types":["string"]},
      "sessionKey": {"types":["string"]},
      "testId": {"types":["string"]},
      "variationId": {"types":["string"]},
      "assignmentId": {"types":["string","null"]},
      "pageName": {"types":["string","null"]}
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
      "applicationName": {"types":["string"]},
      "deviceId": {"types":["string"]},
      "triggerEvent": {"types":["string"],"enum":["SiteEntry","PageEntry"]},
      "triggerValue": {"types":["string","null"]}
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
      "ctu": {"types":["string"]}
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
      "zip": {"types":["string"]},
      "carId": {"types":["integer"]}
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
      "zip": {"types":["string"]},
      "damageKind": {"types":["string"],"enum":["Repair","Replace"]},
      "resultCount": {"types":["integer"]},
      "parent": {"types":["string"]},
      "carId": {"types":["integer"]},
      "isBigTruck": {"types":["boolean"]}
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
      "zip": {"types":["string"]},
      "carId": {"types":["integer"]},
      "parentAccountNumber": {"types":["string"]},
      "referralSequenceNumber": {"types":["string"]},
      "applicationName": {"types":["string"]},
      "isHeavyTruckVehicle": {"types":["boolean"]}
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
      "zip": {"types":["string"]},
      "damageKind": {"types":["string"],"enum":["Repair","Replace"]}
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
      "level": {"types":["string"],"enum":["log-information","log-warning","log-error","log-critical"]}
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
      "donationAmount": {"types":["integer"]},
      "savedSessionId": {"types":["string"]}
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
      "referralNumber": {"types":["string","null"]},
      "referralDate": {"types":["string","null"]},
      "parentAccountNumber": {"types":["string","null"]},
      "referralCorrelationId": {"types":["string","null"]}
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
      "referralNumber": {"types":["string","null"]},
      "referralSequenceNumber": {"types":["string","null"]},
      "referralDate": {"types":["string","null"]},
      "referralCorrelationId": {"types":["string","null"]},
      "isInsurance": {"types":["boolean","null"]},
      "isItac": {"types":["boolean","null"]},
      "isNoComp": {"types":["boolean","null"]},
      "currentDeductible": {"types":["number","null"]}
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
      "savedSessionId": {"types":["string"]},
      "signedName": {"types":["string"]},
      "signatureImage": {"types":["string"]},
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
      "carId": {"types":["integer"]},
      "partNumber": {"types":["string"]}
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
      "carId": {"types":["integer"]}
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
      "facilityType": {"types":["string"],"enum":["Mobile"]},
      "parentAccountNumber": {"types":["string"]},
      "billToAccountNumber": {"types":["string"]},
      "providerNumber": {"types":["string"]},
      "isItacOptimized": {"types":["boolean"]},
      "zipCode": {"types":["string"]},
      "carId": {"types":["integer"]},
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
      "carId": {"types":["integer"]},
      "zip": {"types":["string"]},
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]},
      "referralSeqNumber": {"types":["string","null"]}
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
      "carId": {"types":["integer"]},
      "zip": {"types":["string"]},
      "serviceType": {"types":["string"],"enum":["Repair","Replace"]},
      "referralSeqNumber": {"types":["string","null"]}
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
      "date": {"types":["string"]},
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
      "carId": {"types":["integer"]}
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
      "carId": {"types":["integer"]},
      "partNumber": {"types":["string"]},
      "recalType": {"types":["string"],"enum":["Static","Dynamic","Dual"]},
      "parent": {"types":["string"]},
      "zip": {"types":["string"]},
      "appName": {"types":["string"]},
      "referralSeq": {"types":["string"]}
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
      "carId": {"types":["integer"]},
      "damageType": {"types":["string"],"enum":["Repair","Replace"]},
      "parentAccountNumber": {"types":["string"]},
      "numberOfRepairChips": {"types":["integer","null"]}
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
      "carId": {"types":["integer"]},
      "zip": {"types":["string"]}
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
      "parentAccountNumber": {"types":["string","null"]},
      "billToAccountNumber": {"types":["string","null"]},
      "providerNumber": {"types":["string","null"]},
      "eon": {"types":["string","null"]},
      "referralNumber": {"types":["string","null"]},
      "referralSequenceNumber": {"types":["string","null"]},
      "referralDate": {"types":["string","null"]},
      "referralCorrelationId": {"types":["string","null"]},
      "zip": {"types":["string"]},
      "isReplacement": {"types":["boolean"]},
      "deductible": {"types":["number","null"]},
      "serverData": {"types":["string","null"]}
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
      "promoCode": {"types":["string"]}
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
      "useDefaultCashParentAccount": {"types":["boolean"]}
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
      "parentAccountNumber": {"types":["string"]},
      "billToAccountNumber": {"types":["string"]},
      "providerNumber": {"types":["string"]},
      "appointmentType": {"types":["string"],"enum":["Inshop","Mobile","Dropoff","InshopOrDropoff"]},
      "city": {"types":["string"]},
      "state": {"types":["string"]},
      "zipCode": {"types":["string"]},
      "ServerData": {"types":["string"]}
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
      "zipCode": {"types":["string"]},
      "startDate": {"types":["string"]},
      "endDate": {"types":["string"]},
      "shopAppointmentType": {"types":["string","null"],"enum":["Mobile"]},
      "applicationName": {"types":["string","null"]},
      "parentAccountNumber": {"types":["string","null"]},
      "carId": {"types":["integer","null"]},
      "eon": {"types":["string","null"]},
      "billToAccountNumber": {"types":["string","null"]}
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
      "zipCode": {"types":["string"]},
      "providerNumber": {"types":["string"]},
      "startDate": {"types":["string"]},
      "endDate": {"types":["string"]},
      "shopAppointmentType": {"types":["string","null"],"enum":["Inshop","Dropoff","InshopOrDropoff"]},
      "applicationName": {"types":["string","null"]},
      "parentAccountNumber": {"types":["string","null"]},
      "carId": {"types":["integer","null"]},
      "eon": {"types":["string","null"]},
      "billToAccountNumber": {"types":["string","null"]}
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
      "zipcode": {"types":["string"]}
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
      "year": {"types":["integer"]},
      "make": {"types":["string"]},
      "model": {"types":["string"]},
      "style": {"types":["string"]}
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
      "licenseLastName": {"types":["string"]},
      "licenseStreetAddress": {"types":["string"]},
      "licenseZip": {"types":["string"]},
      "licenseState": {"types":["string"]}
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
      "imageData": {"types":["string"]},
      "contentType": {"types":["string"],"enum":["image/jpeg","image/png","image/heic","image/webp"]},
      "fileName": {"types":["string"]}
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
      "licensePlate": {"types":["string"]},
      "licenseState": {"types":["string"]},
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
      "vin": {"types":["string"]},
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
      "year": {"types":["integer"]}
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
      "year": {"types":["integer"]},
      "make": {"types":["string"]}
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
      "year": {"types":["integer"]},
      "make": {"types":["string"]},
      "model": {"types":["string"]}
    }
  },
  "vehicle.years": {
    "params": [],
    "required": []
  }
};
