/**
 * Generated from api/contract by `npm run contract:types`; do not edit. Each call's params as api/client takes them
 * (path, query and body fields; AppName is added by the client), which are required, and which carry the visitor's
 * own data (`x-visitor-data`): `funnel lint` checks every YAML API binding against these, so a binding cannot drift
 * from the contract unnoticed.
 */
export const operationParams: Record<string, { params: readonly string[]; required: readonly string[]; visitorData?: readonly string[] }> = {
  "account.billToAccountNumber": {
    "params": [
      "ParentAccountNumber",
      "ProviderNumber",
      "IsItac"
    ],
    "required": [
      "ParentAccountNumber"
    ]
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
    ]
  },
  "analytics.getExperiments": {
    "params": [
      "userId"
    ],
    "required": [
      "userId"
    ]
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
    ]
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
    ]
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
    ]
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
    ]
  },
  "content.page": {
    "params": [
      "appAbbreviation",
      "pageName"
    ],
    "required": [
      "appAbbreviation",
      "pageName"
    ]
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
    ]
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
    ]
  },
  "location.alertReasons": {
    "params": [
      "ctu"
    ],
    "required": [
      "ctu"
    ]
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
    ]
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
    ]
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
    ]
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
    ]
  },
  "logging.log": {
    "params": [
      "level",
      "entry"
    ],
    "required": [
      "level",
      "entry"
    ]
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
    ]
  },
  "order.loadSession": {
    "params": [
      "savedSessionId",
      "referralNumber",
      "referralDate",
      "parentAccountNumber",
      "referralCorrelationId"
    ],
    "required": []
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
    ]
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
    ]
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
    ]
  },
  "parts.capabilityQuestions": {
    "params": [
      "carId",
      "partNumber"
    ],
    "required": [
      "carId",
      "partNumber"
    ]
  },
  "parts.damageOptions": {
    "params": [
      "carId"
    ],
    "required": [
      "carId"
    ]
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
    ]
  },
  "parts.mobilePremiumFee": {
    "params": [
      "paymentKind",
      "damageKind"
    ],
    "required": [
      "paymentKind",
      "damageKind"
    ]
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
    ]
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
    ]
  },
  "parts.pricingByDayPartNumber": {
    "params": [
      "date",
      "serviceType"
    ],
    "required": [
      "date"
    ]
  },
  "parts.rainRepel": {
    "params": [
      "carId"
    ],
    "required": [
      "carId"
    ]
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
    ]
  },
  "parts.servicePackageDiscount": {
    "params": [
      "glassPieces",
      "damageType"
    ],
    "required": [
      "glassPieces",
      "damageType"
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
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
    ]
  },
  "vehicle.makes": {
    "params": [
      "year"
    ],
    "required": [
      "year"
    ]
  },
  "vehicle.models": {
    "params": [
      "year",
      "make"
    ],
    "required": [
      "year",
      "make"
    ]
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
    ]
  },
  "vehicle.years": {
    "params": [],
    "required": []
  }
};
