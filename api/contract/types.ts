/**
 * Generated from api/contract (openapi.yaml + paths/*.yaml) by `npm run contract:types`. Do not edit by hand:
 * change the contract and run the command again. A test fails while this file is out of date.
 */
export interface paths {
    "/account/api/v1/account/insurance-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The insurance companies a customer can pick, sorted by accountName (SPEC §7).
         * @description Choice: the companies are fictional. Each has its parent account number (send it as parentAccountNumber and as the bill-to call's ParentAccountNumber), a phone number in the fictional 555-01xx range, isItac (the company works with ITAC, SPEC §6) and requiresAdditionalAuth (the policy needs an extra authorisation, SPEC §3 policy.additionalAuthFlag). Sorted by accountName, case-insensitively.
         */
        get: operations["account.insuranceCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/api/v1/account/bill-to-account-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bill-to account for a parent account, provider and ITAC flag (SPEC §7).
         * @description Answers the bill-to account number as a JSON number; SPEC §7 "the value returned is converted to a string": the client converts it. The default cash parent 167132 bills to the default bill-to 87291 (SPEC §9). An insurance company's parent account bills to the company's bill-to account, or to its ITAC bill-to account when IsItac is true and the company works with ITAC. Choice: the provider does not change the bill-to account in the sandbox; it is checked for shape only. An unknown parent account answers 404 naming ParentAccountNumber.
         */
        get: operations["account.billToAccountNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts (or resumes) an analytics session for a user and device (SPEC §4 session lifecycle).
         * @description SPEC §4/§7: user id, device id, session id, user agent and referrer are sent; the answer gives sessionKey and sessionId, stored in analytics_sessions. Choice: the field names are userId, deviceId, sessionId, userAgent, referrer; ids are UUIDs and an empty id is the all-zero UUID (SPEC §4). Choice: the sessionKey is derived from userId, deviceId and sessionId, so initialising the same session twice answers the same key. Choice: a sessionId of all zeros asks the sandbox for one: it answers the device's session of the same user started less than 30 minutes ago (SPEC §9 analytics session timeout), else a new sessionId.
         */
        post: operations["analytics.initialize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/log-page-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a page view (SPEC §2 "after each page … a page view").
         * @description Stored in analytics_events with kind page-view. Choice: events are accepted for any sessionKey, known or not (the funnel logs with the all-zero key when initialize failed), so analytics never loses a page view.
         */
        post: operations["analytics.logPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/log-custom-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a custom event (SPEC §7 "the same plus category, action, label, value").
         * @description Stored in analytics_events with kind custom-event.
         */
        post: operations["analytics.logCustomEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/log-part-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the questions a customer answered on a question page.
         * @description Choice (the SPEC does not show the body): the session (sessionKey, optional userId and sessionId), the page name, the vehicle's carId and the part number when known, and the questions with the answers given. Stored in analytics_events with kind part-questions.
         */
        post: operations["analytics.logPartQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/digitalconsumer-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records consumer activity (SPEC §2 "after each page, log consumer activity").
         * @description SPEC §7 fields. Stored in analytics_events with kind digital-consumer. (The funnel ignores a failure of this call, SPEC §8 step 1.)
         */
        post: operations["analytics.digitalConsumerLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/analytics/get-experiments/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The experiments a user's devices are assigned (SPEC §3 experiment fields).
         * @description Choice: a user's devices are those of their analytics sessions (initialize) and of their logged exposures; each test appears once, with the variation most recently assigned to one of those devices. isExposed is true once an exposure of that test was logged for one of the devices or for the user. A user the sandbox has never seen has no experiments: an empty list, not 404.
         */
        get: operations["analytics.getExperiments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/api/v1/logging/{level}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The front-end logger of SPEC §7, one entry at one level.
         * @description SPEC §7: body field entry; the X-Experiment-Settings and X-Application-Name headers are stored with it (in log_entries). Choice: entry is either a string or an object with at least a message (any other fields, e.g. pageName, stack, url, are kept). Choice: no card number is ever stored: every run of 13 to 19 digits (spaces or dashes between digits allowed) in the entry's text or numbers, and in the experiment settings header, is stored masked with "*" except its last four digits ("4111 1111 1111 1111" → "**** **** **** 1111").
         */
        post: operations["logging.log"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/api/v1/content/{appAbbreviation}/{pageName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content of one page of the funnel (title, subtitle, help text, loader messages).
         * @description Choice: the application abbreviation is the funnel's application name (funnel.yaml applicationName, FMG); both it and the page name match case-insensitively. Choice: every screen of the funnel config has content (every real page of SPEC §2, and any page added in YAML): its title and subtitle are the page's title and description; the loader (SPEC §9 'Loading...' and the cycling messages) comes with every page. An unknown abbreviation answers 404 naming appAbbreviation; an unknown page or a virtual route 404 naming pageName.
         */
        get: operations["content.page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiments/api/v1/experiments/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The active experiments of a trigger, each with the device's variation (SPEC §3 experiment fields).
         * @description SPEC §7 fields applicationName, deviceId, triggerEvent (SiteEntry or PageEntry), triggerValue, experimentOrder. Choice: triggerValue is the page name for PageEntry (required then; a page of SPEC §2) and is ignored for SiteEntry. Choice: a device's variation is chosen by a hash of deviceId and testId against the variation weights, so even a fresh database gives the same one, and the first assignment is stored and kept. Choice: experimentOrder lists testIds in the order the answer should list them (the rest follow in the sandbox's order). Choice: forcedVariations (sandbox-only, for testers and the funnel's `experiments` query parameter, SPEC §2) maps testId to a variationId or variationName; each forced variation replaces the device's stored assignment, also for tests this trigger does not run. An all-zero deviceId (SPEC §4 empty id) gets the hashed variation but nothing is stored for it. settings is a JSON string (SPEC §3).
         */
        post: operations["experiments.run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiments/api/v1/experiments/log-exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that a device saw its variation of a test.
         * @description Choice (the SPEC does not show the body): deviceId, testId and variationId, with the optional userId, sessionKey, assignmentId and pageName. Stored in analytics_events with kind experiment-exposure; from then on run and get-experiments answer isExposed true for that test. An unknown testId, or a variationId the test does not have, answers 404; a variation other than the one the device is assigned answers 409 naming variationId.
         */
        post: operations["experiments.logExposure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/api/v1/location/zip/{zip}/{damageKind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validates a service zip for repair or replacement (SPEC §5 zip check, §7 zip validation).
         * @description Choice: a well-formed zip that does not exist answers 200 with isValid false (and null state and CTU); a zip in a state the sandbox does not serve is valid but not serviceable; the same zip may be serviceable for Repair and not for Replace (the Florida Keys).
         */
        get: operations["location.zip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/api/v1/location/serviceability-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether in-shop and mobile service are possible for a zip, vehicle and damage, and why not.
         * @description Choice: the damage kind is Replace when glassPieces are given, else Repair. In-shop needs an open shop (not temporarily closed) doing that work within 60 miles (with a big-truck bay for a big truck), and nearestShop is the nearest such shop; mobile needs a mobile route (an open shop with mobile technicians within 30 miles), a zip that is not a military base, and a vehicle that is not a big truck. Every reason something is not possible is listed. An unknown carId or a zip that does not exist answers 404.
         */
        get: operations["location.serviceability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/api/v1/location/alert-reasons/{ctu}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The alerts a service territory shows now (weather delays, parts shortages…); many territories have none. */
        get: operations["location.alertReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/api/v1/location/providers/{zip}/{damageKind}/{resultCount}/{parent}/true/{carId}/{isBigTruck}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shops doing this kind of work near a zip, nearest first (SPEC §7 providers; §9 asks for 100 results).
         * @description SPEC §7 "Providers by {zip}/{Repair|Replace}/100/{parent}/true/{carId}[/{partNumber}]/{isBigTruck}": the path with a part number (x-aliases) answers the same; choice: the part number (1 to 40 characters) does not change the answer. The third segment is how many results are asked for (SPEC §9: 100, funnel.yaml providerSearchResults). Choice: shops within 60 miles doing the damage kind (repair or replace), at most that many, nearest first; for a big truck (isBigTruck true, or a catalog vehicle with isBigTruck) only shops with a big-truck bay. Temporarily closed shops are listed with isTemporarilyClosed (they offer no time slots). The parent account does not change the answer. An unserviceable zip answers an empty list; an unknown carId or a zip that does not exist, 404.
         */
        get: operations["location.providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/api/v1/location/closest-applicable-shops/{zip}/{carId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shops nearest a zip that can take the vehicle, nearest first.
         * @description Choice: at most 10 shops within 60 miles, whatever work they do (services says which); a big truck only gets shops with a big-truck bay. An unserviceable zip (no shop within reach, or a state not served) answers an empty list; an unknown carId or a zip that does not exist, 404.
         */
        get: operations["location.closestShops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/api/v1/order/save-session/fmg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the order and user state; with submitAfterSave, books the time slot and submits the order.
         * @description SPEC §7 save session. The first save (no savedSessionId, neither at the top level nor in user) creates a saved session and issues its referral data (a 9-digit referralNumber, unless the order brings its own that no other session uses); later saves replace the stored order and user state and move savedSessionTimeout to now + 45 days (SPEC §9). A refused save (400/404/409) stores nothing, not even the booking of its time slot. Saves of one session run one after the other: submissions racing for one session make one order; those asking for that order answer its eon, the others 409.
         *
         *     submitAfterSave: the order must be complete (400 naming the first missing field; 400 naming order.lineItems when its total is beyond ±99,999,999.99), its schedule's time slot is booked (409 naming order.schedule.startTime when it is not offered or full), then the order gets an eon, a work order and a customer-portal login token, one promo_usages row per promo (SPEC §5 visible code, upper-cased) and the affiliate cookies (SPEC §4). Submitting the same order of the same saved session again answers the same eon and changes nothing. Choice (issue #13): a repeat submission (with or without an Idempotency-Key) that asks for another order than the submitted one answers 409 naming the first field that differs, the slot's fields first (order.schedule.startTime, order.schedule.date, order.serviceLocation.provider.providerNumber…), with the eon and slot of the order that exists; the submitted order is not changed. With an Idempotency-Key header, the request is carried out once per key (see the parameter).
         *
         *     Choice: createUnscheduledStatusWorkOrderForPIA creates the eon and the work order in Unscheduled status without checking or booking the schedule or the payment choice (pay in advance before scheduling); a later submitAfterSave books the slot and submits with the same eon. With both flags set, submitAfterSave wins. Choice: a plain save of a submitted session answers 409 naming savedSessionId (a submitted order is locked, SPEC §4); lockToken is issued with the work order (derived from the eon; not checked on later saves). Choice: the all-zero UUID (SPEC §4 "empty ids") counts as no savedSessionId. A save without user keeps the stored user state. A first save whose order.referralNumber another saved session uses answers 409 naming order.referralNumber; its order.referralDate, when given, must be a date of the years 1900 to 9999 (400 otherwise). Once the sandbox's numbering is exhausted (no saved session or order number left), a save that needs a new one answers 409. Choice: settledTenderAmount and nextGenSettledAmount are the order's total (sellingPrice + salesTax of glass parts, supporting items and vaps) for pay-in-advance choices, 0 for Later and Insurance, null before submission. crmCustomerId is derived from the customer's email (else phone), null while neither is known.
         */
        post: operations["order.saveSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/api/v1/order/load-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The saved session (its order and user state), by savedSessionId or by referralNumber (and referralDate).
         * @description SPEC §7 load session: "The response is the full order". The order comes back as saved, with the session's referral data and, once there is one, the eon, work order, tokens and settled amounts filled in.
         *
         *     Choice: the answer is the order together with what resuming needs besides it (SPEC §4 "a loaded session replaces the state"): { savedSessionId, savedSessionTimeout, order, user }. user is the user state the last save sent (pageData with the question stages and each page's answers, lastPageVisited, affiliate cookies, logging option, event bus), null for a session saved without one (the seeded referral cases); savedSessionTimeout is the server's (the last save + 45 days, SPEC §9), so the funnel cookie can tell an expired session by itself (SPEC §4). The funnel restores both (engine/runtime/virtualHandlers.ts). Choice: savedSessionId wins when given (referralNumber and referralDate are then not checked); else the session is found by referralNumber, and a referralDate, when given, must be the referral's day (SPEC §5: the client trims it to yyyy-mm-dd; a date-time is accepted too). parentAccountNumber fills order.payment.parentAccountNumber when the saved order has none. A session whose 45 days (SPEC §9) have run out answers 404 saying it expired, naming savedSessionId (or referralNumber when loaded by referral).
         */
        post: operations["order.loadSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/api/v1/order/save-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a quote (SPEC §7 "Save quote") and answers its id.
         * @description SPEC §7 save quote: referral and customer data, vehicle, lineItems, coverage flags; each call stores a new quote (saved_quotes).
         *
         *     Choice: the coverage flags are isInsurance, insuranceCoverage, isItac, isNoComp and currentDeductible (SPEC §3 payment and policy fields); a savedSessionId, when given, must name a saved session that has not expired (404 otherwise).
         */
        post: operations["order.saveProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/api/v1/order/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores the customer's signature for a saved session.
         * @description Choice (the SPEC names the call only): the body is savedSessionId, signedName, signatureImage (a base64 PNG, with or without a "data:image/png;base64," prefix) and isRecalAckOptIn, which is also written to the saved order's isRecalAckOptIn. An unknown savedSessionId answers 404; an image that is not a PNG answers 400.
         */
        post: operations["order.sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/api/v1/order/add-donation-part": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a donation supporting item to a submitted order.
         * @description SPEC §4 "A donation adds a supporting item to the submitted state"; SPEC §5 donation parts are numbered DONATION_{amount} with zero labour and tax. Only a submitted order takes a donation (409 naming savedSessionId otherwise).
         *
         *     Choice: donationAmount is whole dollars from 1 to 100; each call adds one item (its id is donation-{n}); the answer is that line item and the order's supporting items after it. paymentInfo (how the donation is paid) is stored with the donation; without it the order's own payment applies.
         */
        post: operations["order.addDonationPart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/damage-options/{carId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The glass a vehicle has, by location (SPEC §7 damage options; SPEC §5 damage options check).
         * @description Every location is present; an empty availableReplacementOptions means the vehicle has no such glass. The rule: the windshield is Front always. Driver and passenger side: Front always; Back for 4-door styles, SUVs, vans, wagons and crew cabs; Quarter for SUVs, vans and wagons; Vent for model years before 2000. Back glass: Back for cars, SUVs and vans; Stationary and Slider for pickups; none for convertibles and cab-chassis styles. Choice: motor homes have Back back glass (like vans); semi tractors have Stationary back glass for a day cab and none for a sleeper cab (the berth has no rear window). Unknown carId → 404 carId.
         */
        get: operations["parts.damageOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/parts-or-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The glass parts of the chosen glass, or the questions to ask first (SPEC §2 question pages).
         * @description The answer's `partsOrQuestions` lists every question stage of SPEC §2; an empty list means the stage is skipped. The funnel's forward chain is part-questions (partQuestions not empty) → vehicle-parts (partChoices has 2 or more parts) → molding-questions (moldingQuestions not empty) → capability-questions (capabilityQuestions not empty) → quote. glassPieceParts holds the parts already known.
         *
         *     Only a replaced windshield (Windshield Front) asks questions; side and back glass always have exactly one part, and a repair (serviceType Repair) has no questions and no glass parts (the repair is priced by parts.supportingItems). For a windshield the stages depend on the vehicle, deterministically (api/sandbox/test-values/parts.md lists vehicles for each combination). Take the carId's remainder when divided by 8: +1 part questions (rain sensor, heated wiper park), +2 several parts to choose (with or without a blue shade band), +4 molding questions. Capability questions (is there a camera behind the mirror?) are asked for model years 2014 to 2019 (driver-assistance cameras were optional), except for motor homes and semi tractors; from 2020 the windshield carries the camera bracket and requires recalibration without asking.
         *
         *     While part questions are open, partChoices is empty and the windshield is missing from glassPieceParts: answer them with parts.parts, which answers the choices. When several parts fit, the windshield is in partChoices, not in glassPieceParts. capabilityQuestions are the same questions as parts.capabilityQuestions answers for the windshield part; answer them with parts.partFromCapabilityAnswer (or in parts.parts answerResults).
         *
         *     Choice: serviceType is a DamageKind (Repair | Replace). Choice: vin and referralSeqNumber are accepted and do not change the answer, so every stage can be reached with or without a VIN. Refusals: unknown carId → 404 carId; a replacement without glass → 400 glassPieces; a piece the vehicle does not have (see parts.damageOptions) → 400 glassPieces[i].name; the same piece twice → 400 glassPieces[i].
         */
        post: operations["parts.partsOrQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The glass parts once the questions are answered (SPEC §7 parts).
         * @description The same request as parts.partsOrQuestions plus answerResults, the answers given (questionId, answerId; a `result` sent is ignored, the sandbox uses the answer's own). Every part question asked must be answered (else 400 answerResults naming the question). Molding answers are optional: a molding answer other than "no molding" adds the molding as a child part of the windshield. Capability answers are optional: a camera answer gives the windshield with the camera bracket (as parts.partFromCapabilityAnswer does).
         *
         *     The answer has glassPieceParts (the windshield is missing while several parts fit: they are in partChoices, each with the answers applied) and, so the funnel can merge it over what parts.partsOrQuestions answered, the remaining stages: partChoices, moldingQuestions, capabilityQuestions (the full lists, answered or not). Refusals as parts.partsOrQuestions, plus: a questionId not asked for this request → 400 answerResults[i].questionId; an answerId not among that question's answers → 400 answerResults[i].answerId; a question answered twice → 400 answerResults[i].questionId.
         */
        post: operations["parts.parts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/wipers/{carId}/{zip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wiper blades offered as extras (SPEC §3 FRONT WIPER, REAR WIPER).
         * @description A FRONT WIPER pair for every vehicle, and a REAR WIPER for vehicles whose back glass is Back glass (cars, SUVs, vans, motor homes: not pickups, convertibles, cab-chassis or tractors). Choice: the zip is checked but prices do not vary by zip. Wipers are not insurable and have no labour. Unknown carId → 404 carId.
         */
        get: operations["parts.wipers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/rain-repel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rain repel treatment offered as an extra (SPEC §3 RAIN REPEL).
         * @description Choice: the query is carId (required): the price follows the windshield's size, 14.99 for cars, 19.99 for SUVs, pickups and vans, 29.99 for motor homes and semi tractors. Not insurable, no labour. Unknown carId → 404 carId.
         */
        get: operations["parts.rainRepel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/mobile-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fee for mobile service (SPEC §3 MOBILE FEE; SPEC §7 mobile fee part query).
         * @description Choice: the fee is 0.00 when coverage is verified (coverageStatus Verified) and the coverage type is not NoComp, the insurer pays the trip; otherwise 39.95 for a replacement and 24.95 for a repair, plus 35.00 for big trucks, motor homes and semi tractors. The fee is labour (laborAmount = sellingPrice), not insurable. SPEC §5: a providerNumber that starts with 00 and is longer than 5 characters loses its first character (0012345 → 012345); both spellings are accepted and answer the same item, whose description names the provider as normalised. Choice: parentAccountNumber, billToAccountNumber, isItacOptimized, zipCode and partNumbers are checked and echo nothing; they do not change the fee. facilityType must be Mobile. Unknown carId → 404 carId.
         */
        get: operations["parts.mobileFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/pricing-by-day-part-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The EARLY BIRD discount part for an appointment day, if that day has one (SPEC §3 EARLY BIRD).
         * @description Choice: the query is the appointment `date` (yyyy-mm-dd) and an optional serviceType (Replace when left out). Tuesdays and Wednesdays, the quiet days, have an EARLY BIRD part: EARLYBIRD-TUE / EARLYBIRD-WED, -15.00 for a replacement and -10.00 for a repair (negative kitPrice and sellingPrice). Other days answer partNumber and part null. The experiment setting DisplayPricingByDay (SPEC §9) decides whether the funnel shows it; the sandbox answers either way.
         */
        get: operations["parts.pricingByDayPartNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/service-package-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service package discount part (SPEC §3 SERVICE PACKAGE DISCOUNT).
         * @description Choice: the discount is a negative price: -25.00 for a replacement that includes the windshield, -15.00 for a replacement of other glass only, -10.00 for a repair (glassPieces are not needed for a repair). Not insurable. A replacement without glass → 400 glassPieces; the same piece twice → 400 glassPieces[i].
         */
        post: operations["parts.servicePackageDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/supporting-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The fees and supplies that go with the glass work (SPEC §3 supporting items, SPEC §5).
         * @description A replacement (damageType Replace) gets, for each glass part, a REPLACE FEE (installation kit: urethane and primer; 29.95 windshield, 24.95 back glass, 12.95 side glass), then a RECYCLE FEE (4.95) for each windshield (laminated glass is recycled) and a `disposal fee` (2.50) for each other piece (tempered glass). parts must name at least one glass part of this vehicle (parts.parts answers them).
         *
         *     A repair (damageType Repair) gets a REPAIR FEE priced by the chip count, labour 69.95 for the first chip and 19.95 for each further chip (part number WR-CHIP-REPAIR, not the repair-supplies one), and a supplies-repair item (the repair-supplies part number WR-SUPPLIES: kit 9.95, no labour); SPEC §5: the windshield repair supporting items are sorted by labour, descending. A repair needs numberOfRepairChips of 1 or more (400 numberOfRepairChips); its parts are ignored.
         *
         *     SPEC §5: supporting items are tagged with the cash default parent account (167132) and the default bill-to account (87291), SPEC §9. Choice: the tag is carried once beside the list, as parentAccountNumber and billToAccountNumber, since every item gets the same one; the items stay plain SPEC §3 line items that order.saveSession accepts. The request's parentAccountNumber does not change the prices. Refusals: unknown carId → 404 carId; a part that is not one of this vehicle's glass parts → 404 parts[i].partNumber; a second part for the same piece of glass (the same part twice, or two windshields) → 400 parts[i]; a replacement without parts → 400 parts.
         */
        post: operations["parts.supportingItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/recal-parts/{carId}/{partNumber}/{recalType}/{parent}/{zip}/{appName}/{referralSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recalibration items a windshield part needs (SPEC §3 ADAS RECALIBRATION, RECALIBRATION).
         * @description A windshield with a camera bracket (requiresRecalibration, part number ending in C) needs an ADAS RECALIBRATION, priced by recalType: Static (targets in the shop) 249.95, Dynamic (a road drive) 179.95, Dual (both) 329.95. A windshield with a rain sensor (R) also gets a RECALIBRATION of the rain and light sensor (59.95). Other parts answer an empty list. Choice: recalType is chosen by the caller (usually the part's recalibrationType) and is not checked against the part; parent, zip, appName and referralSeq are checked but do not change the answer. Unknown carId → 404 carId; a part number that is not one of this vehicle's parts → 404 partNumber.
         */
        get: operations["parts.recalParts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/capability-questions/{carId}/{partNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The capability questions of a part (SPEC §2 capability-questions).
         * @description Windshield parts of model years 2014 to 2019 (not motor homes or semi tractors) ask whether a camera sits behind the mirror; every other part answers an empty list. Unknown carId → 404 carId; a part number that is not one of this vehicle's parts → 404 partNumber.
         */
        get: operations["parts.capabilityQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/part-from-capability-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The final part once its capability questions are answered.
         * @description `part` is a windshield part as the parts calls answered it; the answer is that part rebuilt from the sandbox's data (prices are not taken from the request; childParts are kept as sent) with the capability answers applied: "yes" or "not sure" to the camera question gives the variant with the camera bracket (part number + C, a higher kitPrice, requiresRecalibration true with its recalibrationType); "no" gives the part without it. Every capability question of the part must be answered (400 capabilityAnswerResults). Refusals: a part number no vehicle uses → 404 part.partNumber; a questionId the part does not ask → 400 capabilityAnswerResults[i].questionId; an answerId not among its answers → 400 capabilityAnswerResults[i].answerId.
         */
        post: operations["parts.partFromCapabilityAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parts/api/v1/parts/mobile-premium-fee/{paymentKind}/{damageKind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The premium for a mobile appointment in a premium time slot (offerPremium, SPEC §7 time slots).
         * @description Choice: a MOBILE FEE item with part number MOBILE-PREMIUM (SPEC §3 names no premium part type): Cash Replace 29.95, Cash Repair 19.95, Insurance Replace 19.95, Insurance Repair 0.00. Labour only, not insurable.
         */
        get: operations["parts.mobilePremiumFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price/api/v1/price/order-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices the order's line items (SPEC §7 "price order items").
         * @description Each line is priced sellingPrice = kitPrice + laborAmount; the promos held in serverData add their discount lines; salesTax is the state's rate (state, else the zip's state). Choice: the order is priced for insurance only when coverageStatus is Verified, the deductible is given and is not 9999 or 7777 (SPEC §4, §9), and the parent account is not the cash parent 167132 (SPEC §6, §9); otherwise it is priced as cash and pricingReason says why. On an insurance price the customer pays the deductible on the insurable lines (at most their total), all of the non-insurable lines (wipers, rain repel, donation…), less the promo discounts (never below zero); insurancePays is the rest (customerPays + insurancePays = total). cashPriceSubTotal is the subtotal the same lines would cost as cash (SPEC §3 order.cashPriceSubTotal). Choice: lineItems is one flat list (glass parts, supporting items and vaps together); promo discount lines sent back in are dropped and recomputed; child parts are priced like lines and stay nested. providerNumber follows SPEC §5 (a number starting with 00 and longer than 5 characters loses its first character). The vehicle and referral data are accepted and do not change the sandbox's prices.
         */
        post: operations["price.orderItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price/api/v1/price/order-promo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validates a promo code against the order (SPEC §7 "validate promo").
         * @description SPEC §7 "Failed promo validation: the error is returned as the result": a promo that fails answers 200 with errorCode set (one of SPEC §8), the order's promos unchanged and errors naming it; only a malformed request answers 400. On success errorCode is null, orderPromos is the order's promos plus this one, promoLineItems holds the discount line of every promo in orderPromos (replace the order's promo lines with them), and serverData carries the promos for later pricing. Checks, in order: the code exists (PromoDoesNotExist), the simulated engine failures (Unknown, PromoValidationError), its dates against the sandbox clock (PromoNotYetInUse, PromoExpired), its usage limit counted in promo_usages (PromoUsageCountExceeded), stacking with the order's promos (PromoStackingNotAllowed, then SimilarPromoAlreadyOnOrder for the same family), the order's eligibility (InvalidPromoOnOrder: a repair promo on a replacement, a cash promo on an insurance order, the package promo when the Offer_Promo_On_Pkg experiment setting is false) and a suitable item (NoSuitableItemForPromo). Choice: additionalInfo is the conflicting promo code for the stacking and similar errors (SPEC §8 "cannot be combined with {other code}"), else a sentence. Choice: a wiper promo on an order without wipers takes the first wiper of addableVaps and returns it in addedVaps (add it to order.lineItems.vaps). A code already on the order validates again as success.
         */
        post: operations["price.orderPromo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price/api/v1/price/revalidated-order-promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the order's promos and its inactive promos again (SPEC §7 "revalidate promos").
         * @description Each promo on the order (order.lineItems.promos) is checked again against the order as it is now, then each inactive promo (normalised and de-duplicated, SPEC §5). One that passes is on the order afterwards (orderPromos), with its discount line in promoLineItems: an inactive wiper promo becomes active once the order has wipers. One that fails is in errors; SPEC §8: it stays (or becomes) inactive unless its code is Unknown, PromoNotYetInUse, PromoUsageCountExceeded, PromoExpired or PromoDoesNotExist, in which case it is dropped. Choice: the answer also gives orderPromos and inactivePromos, the lists to keep. useDefaultCashParentAccount prices the order as cash with the default cash parent account 167132 (SPEC §9), so cash-only promos apply. lineItemsServerData is the new serverData.
         */
        post: operations["price.revalidatedOrderPromos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price/api/v1/price/taxed-order-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales tax of each line (SPEC §7 "tax order items").
         * @description salesTax = the taxable amount × the state's rate, rounded half up to the cent, per line. The taxable amount is sellingPrice (default kitPrice + laborAmount) in states that tax labour, and sellingPrice − laborAmount in those that do not (the rates and the labour choice per state are in api/sandbox/data/taxRates.ts and the test values). Donation lines (partNumber DONATION_{amount}) carry no tax (SPEC §5). The state is `state`, else the state of `zipCode` (both sent for mobile service only, SPEC §7), else the state the order was priced in (from ServerData). A state the sandbox does not serve (SPEC §9 state list) answers 400 naming it. The account, provider, appointment type and city are accepted and do not change the tax.
         */
        get: operations["price.taxedOrderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/api/v1/schedule/shop-time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shop's time slots between two dates (SPEC §7 shop time slots).
         * @description Choice: one-hour slots from opening, the last ending by closing. Inshop, Dropoff and InshopOrDropoff share the shop's slots; Dropoff only offers those starting before 12:00. When the shop can offer nothing for the request (temporarily closed, the appointment type or damage kind not taken, no big-truck bay for a big truck) every day is empty and unavailableReason says why. An unknown providerNumber or carId answers 404; endDate before startDate or more than 30 days after it answers 400 naming endDate.
         */
        post: operations["schedule.shopTimeSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/api/v1/schedule/mobile-time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mobile arrival windows for a zip between two dates (SPEC §7 mobile time slots).
         * @description Choice: the zip's mobile route (routeCode "{zipCodeCtu}-{first three digits}", e.g. AZ-PHX-850) exists where an open shop with mobile technicians is within 30 miles; its two-hour arrival windows are Mon–Fri 07:00–17:00 and Saturday 08:00–12:00. A zip without mobile service (no route, a state not served, a military base) or a big truck gets empty days and unavailableReason. A zip that does not exist or an unknown carId answers 404; endDate before startDate or more than 30 days after it answers 400 naming endDate.
         */
        post: operations["schedule.mobileTimeSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Model years with vehicles, newest first. */
        get: operations["vehicle.years"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/Makes/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Makes sold in a year, alphabetical. */
        get: operations["vehicle.makes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/Models/{year}/{make}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Models of a make in a year, alphabetical. Names match case-insensitively. */
        get: operations["vehicle.models"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/Styles/{year}/{make}/{model}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Styles of a model in a year, alphabetical. */
        get: operations["vehicle.styles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/lookup/{year}/{make}/{model}/{style}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle of a year, make, model and style (SPEC §7 "lookup (also Lookup)"). */
        get: operations["vehicle.lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vehicle of a VIN (SPEC §7 "lookup by VIN").
         * @description Checks the VIN (17 letters and digits without I, O or Q; position 9 the check digit of 49 CFR 565.15) and decodes it against the catalog: the make from the manufacturer code (positions 1–3), the model year from position 10 (its 30-year cycle split by position 7, a letter meaning 2010 or later for passenger vehicles), and one vehicle of that make and year chosen by the descriptor (positions 4–8), so a VIN always gives the same vehicle. Choice: the VIN is matched case-insensitively and answered upper case; logEnabled is optional and changes nothing in the answer. A malformed VIN or a wrong check digit answers 400 naming vin; a manufacturer code or a make and year the catalog lacks answers 404 naming vin. Test VINs: api/sandbox/test-values/vehicle-lookups.md.
         */
        post: operations["vehicle.lookupByVin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/lookup-vin-by-plate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vehicle registered with a licence plate in a state (SPEC §7 "lookup by plate").
         * @description Choice: plates are matched without case, spaces or dashes ("civic-20" finds CIVIC20) among the sandbox's seeded plates; the answer is the plate's vehicle plus the registration it was found by, the plate written upper case without spaces or dashes. An unknown plate answers 404 naming licensePlate; a plate registered only in another state answers 404 naming licenseState.
         */
        post: operations["vehicle.lookupByPlate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/lookup-vin-by-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vehicles registered at a home address (SPEC §7 "lookup by address").
         * @description Choice: answers every vehicle registered to the last name at the street, zip and state — an empty list when there is none (not a 404: the funnel then offers another way). Last name and street match without case, spaces, periods or commas. A zip in another state than licenseState answers 400 naming licenseState; a state where the lookup by address is not permitted (see vehicle.isVinByAddressPermissible) answers 409 naming licenseState.
         */
        post: operations["vehicle.lookupByAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/vins-by-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Candidate VINs read from a photo of the vehicle (SPEC §7 "lookup by image").
         * @description Choice: the answer is `{ vins: [{ vin, year, make, model, confidence }] }`, best first, with 0 to 3 candidates (each a VIN that vehicle.lookupByVin decodes to that year, make and model). The sandbox derives them from a hash of the image bytes, except for the documented test images. The image must be JPEG, PNG, HEIC or WebP, sent as base64 whose bytes start with that format's signature; the body may be up to 8 MiB.
         */
        post: operations["vehicle.lookupByImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle/api/v1/vehicle/is-vin-by-address-permissible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether vehicles may be looked up by home address for a zip code (SPEC §7 "VIN by address permissible").
         * @description Choice: permitted where the zip's state is AZ, FL, MN or SC (of the SPEC §9 states; CT, KY, MA and NY are not), and not for a zip outside the states the sandbox knows.
         */
        get: operations["vehicle.isVinByAddressPermissible"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description The HTTP status text, e.g. "Bad Request". */
            error: string;
            /** @description The field at fault, as a dotted path: "vin", "order.vehicle.year", "body". */
            field: string;
            /** @description A sentence a person can act on. */
            message: string;
        };
        /** @description The fixed application name (SPEC §7); the funnel sends "FMG". */
        AppName: string;
        /** @enum {string} */
        GlassLocation: "Windshield" | "Driver" | "Passenger" | "Rear";
        /** @enum {string} */
        GlassName: "Front" | "Back" | "Quarter" | "Vent" | "Single" | "Stationary" | "Slider";
        /**
         * @description SPEC §3 damage kinds.
         * @enum {string}
         */
        DamageKind: "Repair" | "Replace";
        /** @enum {string} */
        PaymentKind: "Insurance" | "Cash";
        /** @enum {string} */
        AppointmentType: "Inshop" | "Mobile" | "Dropoff" | "InshopOrDropoff";
        /** @enum {string} */
        PaymentChoice: "none" | "Later" | "CreditCard" | "Paypal" | "Afterpay" | "PayNow" | "Insurance" | "ApplePay";
        /** @enum {string} */
        VehicleCategory: "CAR" | "TRUCK" | "VAN" | "COMMERCIAL VAN" | "SUV" | "MOTOR HOME" | "SEMI";
        /**
         * @description SPEC §4: 0 Pending, 1 NoComp, 2 Verified.
         * @enum {string}
         */
        CoverageStatus: "Pending" | "NoComp" | "Verified";
        /**
         * @description SPEC §4: 0 None, 1 Deductible, 2 Itac, 3 NoComp.
         * @enum {string}
         */
        CoverageType: "None" | "Deductible" | "Itac" | "NoComp";
        /** @description A two-letter US state code. */
        StateCode: string;
        /** @description A five-digit US zip code. */
        ZipCode: string;
        /** @description A 17-character vehicle identification number (no I, O or Q). */
        Vin: string;
        /** @description A 24-hour time HH:MM (SPEC §5). */
        Time24: string;
        /**
         * Format: date
         * @description A calendar date, yyyy-mm-dd.
         */
        Date: string;
        /** @description A piece of glass to replace (SPEC §3 glassToReplace, "sent as location and name"). */
        GlassPiece: {
            location: components["schemas"]["GlassLocation"];
            name: components["schemas"]["GlassName"];
        };
        /** @description SPEC §3 order vehicle. Choice: the SPEC's can{product}Service flags are named for the products the funnel offers — canRepairService, canReplaceService, canMobileService, canRecalibrationService. */
        Vehicle: {
            canRepairService?: boolean | null;
            canReplaceService?: boolean | null;
            canMobileService?: boolean | null;
            canRecalibrationService?: boolean | null;
            year?: number | null;
            make?: string | null;
            model?: string | null;
            style?: string | null;
            vehicleSubType?: string | null;
            vehicleSpecialClass?: string | null;
            isBigTruck?: boolean | null;
            carId?: number | null;
            category?: components["schemas"]["VehicleCategory"] | null;
            vin?: string | null;
            imageUrl?: string | null;
            imageVifNumber?: string | null;
            imageColor?: string | null;
            registration?: components["schemas"]["Registration"];
        };
        /** @description The vehicle's registration; names and address are added on save (SPEC §3). */
        Registration: {
            licensePlate?: string | null;
            licenseState?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            streetAddress?: string | null;
            city?: string | null;
            state?: string | null;
            zipCode?: string | null;
        };
        /** @description An answer given on a question page (SPEC §3 damage answers). */
        QuestionAnswer: {
            questionId: string;
            answerId: string;
            /** @description The answer's outcome; SPEC §4 compares part answers by it. */
            result?: string | null;
        };
        /**
         * @description SPEC §3 part types, a closed list: the SPEC's own (FRONT WIPER to DONATION, supplies-repair, disposal fee, as the SPEC spells them), and what else the services answer (choice): the glass and molding parts of the parts service (WINDSHIELD, BACK GLASS, SIDE GLASS, MOLDING) and the price service's promo discount lines (PROMO DISCOUNT).
         * @enum {string}
         */
        PartType: "FRONT WIPER" | "REAR WIPER" | "RAIN REPEL" | "ADAS RECALIBRATION" | "RECALIBRATION" | "REPLACE FEE" | "RECYCLE FEE" | "MOBILE FEE" | "REPAIR FEE" | "EARLY BIRD" | "SERVICE PACKAGE DISCOUNT" | "DONATION" | "supplies-repair" | "disposal fee" | "WINDSHIELD" | "BACK GLASS" | "SIDE GLASS" | "MOLDING" | "PROMO DISCOUNT";
        /** @description SPEC §3 line item. */
        LineItem: {
            id?: string;
            partNumber: string;
            partType: components["schemas"]["PartType"];
            description?: string;
            promoCode?: string | null;
            childParts?: components["schemas"]["LineItem"][];
            discountedLineItemIds?: string[];
            kitPrice?: number;
            laborAmount?: number;
            sellingPrice?: number;
            salesTax?: number;
            isInsurable?: boolean;
            isChildPart?: boolean;
            requiresRecalibration?: boolean;
            recalibrationType?: string | null;
            parentAccountNumber?: string | null;
            billToAccountNumber?: string | null;
        };
        /** @description SPEC §3 insurance coverage. Status and type are names, or (as the order service and other funnels save them) the SPEC §4 numbers: status 0 Pending, 1 NoComp, 2 Verified; type 0 None, 1 Deductible, 2 Itac, 3 NoComp. */
        InsuranceCoverage: {
            isVerified?: boolean | null;
            coverageStatus?: components["schemas"]["CoverageStatus"] | (0 | 1 | 2) | null;
            coverageSubStatus?: string | null;
            coverageType?: components["schemas"]["CoverageType"] | (0 | 1 | 2 | 3) | null;
            coverageVerificationType?: string | null;
        };
        /** @description What a hosted card payment returns (SPEC §3 ccToken). Never a card number. */
        CreditCardToken: {
            subscriptionId?: string | null;
            expMonth?: string | null;
            expYear?: string | null;
            cardType?: string | null;
            billToPostalCode?: string | null;
            billToFirstName?: string | null;
            billToLastName?: string | null;
            referenceNumber?: string | null;
            authCode?: string | null;
            transactionId?: string | null;
            transReferenceNumber?: string | null;
            lastFour?: string | null;
        };
        /** @description SPEC §3 order, as save-session sends it and load-session returns it. Every group is optional on the way in (a session is saved from the first page on); load-session returns what was saved. */
        Order: {
            referralNumber?: string | null;
            referralSequenceNumber?: string | null;
            referralDate?: string | null;
            referralCorrelationId?: string | null;
            eon?: string | null;
            workOrderId?: string | null;
            workOrderNumber?: string | null;
            customerPortalLoginToken?: string | null;
            lockToken?: string | null;
            settledTenderAmount?: number | null;
            isRecalAckOptIn?: boolean | null;
            isMSRFeeApplicable?: boolean | null;
            cashPriceSubTotal?: number | null;
            vehicle?: components["schemas"]["Vehicle"];
            damage?: {
                isRepair?: boolean | null;
                numberOfChips?: number | null;
                glassToReplace?: components["schemas"]["GlassPiece"][];
                partQuestionAnswers?: components["schemas"]["QuestionAnswer"][];
                moldingQuestionAnswers?: components["schemas"]["QuestionAnswer"][];
                capabilityQuestionAnswers?: components["schemas"]["QuestionAnswer"][];
                dateOfLoss?: string | null;
                damageCause?: string | null;
            };
            serviceLocation?: {
                address?: string | null;
                address2?: string | null;
                city?: string | null;
                state?: string | null;
                zipCode?: string | null;
                zipCodeCtu?: string | null;
                appointmentType?: components["schemas"]["AppointmentType"] | null;
                isVehicleProtected?: boolean | null;
                techNotes?: string | null;
                mobile?: {
                    address?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zipCode?: string | null;
                };
                provider?: components["schemas"]["Provider"];
            };
            schedule?: {
                date?: string | null;
                startTime?: string | null;
                endTime?: string | null;
                routeCode?: string | null;
                jobMaxMinutes?: number | null;
                jobMinMinutes?: number | null;
            };
            customer?: {
                firstName?: string | null;
                lastName?: string | null;
                emailAddress?: string | null;
                phoneNumber?: string | null;
                isSmsOptIn?: boolean | null;
                waitListRequested?: boolean | null;
            };
            payment?: {
                isInsurance?: boolean | null;
                insuranceCoverage?: components["schemas"]["InsuranceCoverage"];
                parentAccountNumber?: string | null;
                billToAccountNumber?: string | null;
                paymentChoice?: components["schemas"]["PaymentChoice"];
                isPia?: boolean | null;
                piaType?: components["schemas"]["PaymentChoice"] | null;
                inactivePromos?: string[];
                paypalToken?: string | null;
                nextGenSettledAmount?: number | null;
                ccToken?: components["schemas"]["CreditCardToken"];
            };
            policy?: {
                currentDeductible?: number | null;
                originalDeductible?: number | null;
                policyNumber?: string | null;
                isItac?: boolean | null;
                additionalAuthFlag?: boolean | null;
                isNoComp?: boolean | null;
                insuranceCompanyName?: string | null;
            };
            lineItems?: {
                glassParts?: components["schemas"]["LineItem"][];
                supportingItems?: components["schemas"]["LineItem"][];
                vaps?: components["schemas"]["LineItem"][];
                serverData?: string | null;
                promos?: string[];
            };
        };
        /** @description The shop (or mobile provider) serving the order (SPEC §3 serviceLocation.provider). */
        Provider: {
            providerNumber?: string | null;
            address?: {
                streetAddress?: string | null;
                city?: string | null;
                state?: string | null;
                zipCode?: string | null;
                zipCodeCtu?: string | null;
            };
        };
        AccountInsuranceCompany: {
            /** @description The company's name (SPEC §3 insurance company list item). */
            accountName: string;
            /** @description The company's parent account. */
            parentAccountNumber: string;
            /** @description The claims phone number, e.g. "800-555-0123". */
            phone: string;
            /** @description The company works with ITAC (SPEC §6). */
            isItac: boolean;
            /** @description Claims need an additional authorisation (SPEC §3 additionalAuthFlag). */
            requiresAdditionalAuth: boolean;
        };
        /**
         * @description A UUID; an empty id is the all-zero UUID (SPEC §4).
         * @example 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f
         */
        AnalyticsUuid: string;
        /** @description A page name of SPEC §2, such as quote or vehicle-damage. */
        AnalyticsPageName: string;
        AnalyticsOptionalText: string | null;
        /**
         * @description SPEC §7 front-end logger levels.
         * @enum {string}
         */
        AnalyticsLogLevel: "log-information" | "log-warning" | "log-error" | "log-critical";
        /** @description What the front-end logged (SPEC §7 "body field entry"); a string, or an object with a message. */
        AnalyticsLogEntry: string | {
            message: string;
            pageName?: string | null;
        };
        /** @description An experiment the user is in, as the funnel holds it (SPEC §3 experiment fields; settings as the JSON string the experiments call sent, or already parsed). */
        AnalyticsExperimentForUser: {
            universeId?: string | null;
            universeName?: string | null;
            testId: string;
            variationId: string;
            variationName?: string | null;
            assignmentId?: string | null;
            isExposed?: boolean | null;
            isActive?: boolean | null;
            settings?: string | Record<string, never> | null;
        };
        /** @description SPEC §7 log page view. */
        AnalyticsPageView: {
            AppName: components["schemas"]["AppName"];
            userId: components["schemas"]["AnalyticsUuid"];
            sessionKey: components["schemas"]["AnalyticsUuid"];
            pageName: components["schemas"]["AnalyticsPageName"];
            sessionId: components["schemas"]["AnalyticsUuid"];
            action?: components["schemas"]["AnalyticsOptionalText"];
            event?: components["schemas"]["AnalyticsOptionalText"];
            shouldUseSessionId?: boolean | null;
            experimentsForUser?: components["schemas"]["AnalyticsExperimentForUser"][] | null;
            referralSequenceNumber?: components["schemas"]["AnalyticsOptionalText"];
            parentAccountNumber?: components["schemas"]["AnalyticsOptionalText"];
        };
        /** @description SPEC §7 log custom event; action is shared with the page-view fields. */
        AnalyticsCustomEvent: {
            AppName: components["schemas"]["AppName"];
            userId: components["schemas"]["AnalyticsUuid"];
            sessionKey: components["schemas"]["AnalyticsUuid"];
            pageName: components["schemas"]["AnalyticsPageName"];
            sessionId: components["schemas"]["AnalyticsUuid"];
            action?: components["schemas"]["AnalyticsOptionalText"];
            event?: components["schemas"]["AnalyticsOptionalText"];
            shouldUseSessionId?: boolean | null;
            experimentsForUser?: components["schemas"]["AnalyticsExperimentForUser"][] | null;
            referralSequenceNumber?: components["schemas"]["AnalyticsOptionalText"];
            parentAccountNumber?: components["schemas"]["AnalyticsOptionalText"];
            category: string;
            label?: string | null;
            value?: string | number | null;
        };
        /** @description One answered question (SPEC §3 part question answers, with the texts the customer saw). */
        AnalyticsPartQuestion: {
            questionId: string;
            questionText?: string | null;
            answerId: string;
            answerText?: string | null;
            result?: string | null;
        };
        /** @description What a page shows besides its form. */
        ContentPage: {
            /** @example FMG */
            appAbbreviation: string;
            /** @example quote */
            pageName: string;
            title: string;
            subtitle: string | null;
            helpText: string | null;
            loader: components["schemas"]["ContentLoader"];
        };
        /** @description SPEC §9: the loading overlay's text and its cycling messages (text shown at start-up only with the carousel flag). */
        ContentLoader: {
            /** @example Loading... */
            text: string;
            carousel: boolean;
            messages: string[];
        };
        /**
         * @description SPEC §7 trigger events.
         * @enum {string}
         */
        ExperimentTriggerEvent: "SiteEntry" | "PageEntry";
        /** @description SPEC §3 experiment, with the device's variation. */
        ExperimentAssignment: {
            universeId: string;
            universeName: string;
            testId: string;
            variationId: string;
            variationName: string;
            /** @description Stable for a device, test and variation. */
            assignmentId: string;
            /** @description Whether an exposure of this test was logged for the device (or user). */
            isExposed: boolean;
            isActive: boolean;
            /**
             * @description SPEC §3: the variation's settings as a JSON string, keyed by SPEC §9 setting keys.
             * @example {"DisplayMSR":true}
             */
            settings: string;
        };
        /** @description SPEC §5 zip check result (containsMilitaryBase, isValid, isServiceable, state, zipCodeCtu). */
        LocationZipInfo: {
            zip: components["schemas"]["ZipCode"];
            /** @description False when the zip does not exist. */
            isValid: boolean;
            city: string | null;
            /** @description SPEC §7 state.state. */
            state: {
                /** @description The two-letter state code; null when the zip does not exist. */
                state: string | null;
                /** @description Whether the state is in the SPEC §9 state list. */
                isServed: boolean;
            };
            /** @description The service territory, e.g. AZ-PHX; null outside the served states. */
            zipCodeCtu: string | null;
            containsMilitaryBase: boolean;
            /** @description A shop doing this damage kind is within reach of a zip in a served state. */
            isServiceable: boolean;
        };
        /** @description Why something cannot be offered. */
        LocationReason: {
            /** @enum {string} */
            code: "StateNotServed" | "NoShopInReach" | "NoBigTruckBay" | "NoMobileService" | "MilitaryBase" | "BigTruckNeedsShop" | "TemporarilyClosed" | "ServiceNotOffered" | "AppointmentTypeNotOffered";
            message: string;
        };
        /** @description A line item sent in the serviceability query; other line item fields are accepted and ignored. */
        LocationQueryLineItem: {
            partNumber: string;
            partType?: components["schemas"]["PartType"];
            requiresRecalibration?: boolean;
        };
        LocationServiceability: {
            zip: components["schemas"]["ZipCode"];
            zipCodeCtu: string | null;
            state: string;
            damageKind: components["schemas"]["DamageKind"];
            /** @description In-shop or mobile service is possible. */
            isServiceable: boolean;
            isInShopServiceable: boolean;
            isMobileServiceable: boolean;
            /** @description The mobile route when mobile service is possible. */
            routeCode: string | null;
            /** @description The nearest shop that can do the work in-shop, or null. */
            nearestShop: {
                providerNumber: string;
                name: string;
                distanceMiles: number;
            } | null;
            reasons: components["schemas"]["LocationReason"][];
        };
        LocationAlertReason: {
            /** @enum {string} */
            reasonCode: "WeatherDelay" | "PartsShortage" | "LimitedService" | "HighDemand" | "AccessRestrictions";
            title: string;
            message: string;
            appointmentTypes: components["schemas"]["AppointmentType"][];
        };
        LocationOpeningHours: {
            /** @enum {string} */
            dayOfWeek: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            isOpen: boolean;
            /** @description 24-hour HH:MM (SPEC §5). */
            openTime: string | null;
            closeTime: string | null;
        };
        /** @description A shop (provider). `address` has the shape of SPEC §3 serviceLocation.provider.address, so the funnel can keep providerNumber and address as the order's provider. */
        LocationShop: {
            providerNumber: string;
            name: string;
            address: {
                streetAddress: string;
                city: string;
                state: string;
                zipCode: string;
                zipCodeCtu: string;
            };
            phoneNumber: string;
            latitude: number;
            longitude: number;
            /** @description Haversine miles from the zip's centroid, one decimal. */
            distanceMiles: number;
            /** @description Sunday first. */
            hours: components["schemas"]["LocationOpeningHours"][];
            services: {
                repair: boolean;
                replace: boolean;
                mobile: boolean;
                /** @description The shop has a bay for big trucks. */
                bigTruck: boolean;
            };
            appointmentTypes: components["schemas"]["AppointmentType"][];
            /** @description Listed, but offering no time slots. */
            isTemporarilyClosed: boolean;
            closureNote: string | null;
        };
        /** @description A saved session's id (a UUID for sessions the sandbox creates). */
        OrderSavedSessionId: string;
        /** @description A referral number; 6 characters trigger verified redirecting (SPEC §4), the sandbox issues 9 digits. */
        OrderReferralNumber: string | null;
        /** @description Affiliate tracking cookies by name (SPEC §5: names carry the _Track marker and are at most 44 characters; SPEC §4: saves with submit-after-save send them). Values are as the cookie holds them. */
        OrderAffiliateCookies: {
            [key: string]: string;
        };
        /** @description SPEC §3 experiment. Choice: kept open (further properties are stored as sent); settings may be the JSON string SPEC §3 names or an object. */
        OrderExperiment: {
            universeId?: string | null;
            universeName?: string | null;
            testId?: string | null;
            variationId?: string | null;
            variationName?: string | null;
            assignmentId?: string | null;
            isExposed?: boolean | null;
            isActive?: boolean | null;
            settings?: (string | null) | {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description SPEC §3 application user, as save-session stores it. Choice: pageData is open (per page name, whatever the page kept); experiments are open objects; the server issues savedSessionTimeout and crmCustomerId, so the values sent here are stored but not trusted. */
        OrderUserState: {
            savedSessionId?: components["schemas"]["OrderSavedSessionId"] | null;
            savedSessionTimeout?: string | null;
            crmCustomerId?: string | null;
            lastPageVisited?: string | null;
            /** @description Per page name, what the page loaded and what the user entered there. */
            pageData?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            experiments?: components["schemas"]["OrderExperiment"][];
            affiliateCookies?: components["schemas"]["OrderAffiliateCookies"];
            loggingOption?: string | null;
            eventBus?: ({
                category?: string | null;
                subCategory?: string | null;
                eventValue?: string | null;
            } & {
                [key: string]: unknown;
            })[];
            hasTriggeredError?: boolean | null;
            triggeredSiteEntry?: boolean | null;
            /** @description Choice (issue #15): the version of the funnel config the session was saved under (the compiled model's content hash). Loading a session saved under another version keeps the answers of pages that still exist and drops those of removed pages (README "Config versions"); the studio counts saved sessions per version. */
            configVersion?: string | null;
        };
        /** @description SPEC §7 save-session answer; eon, work order, tokens and settled amounts stay null until the order is submitted (or created unscheduled). */
        OrderSavedSession: {
            savedSessionId: components["schemas"]["OrderSavedSessionId"];
            /**
             * Format: date-time
             * @description When the saved session expires: the last save + 45 days (SPEC §9).
             */
            savedSessionTimeout: string;
            referralNumber: string;
            referralSequenceNumber: string;
            /** Format: date-time */
            referralDate: string;
            referralCorrelationId: string;
            crmCustomerId: string | null;
            /** @description The enterprise order number, e.g. EON100001. */
            eon: string | null;
            workOrderId: string | null;
            workOrderNumber: string | null;
            customerPortalLoginToken: string | null;
            lockToken: string | null;
            settledTenderAmount: number | null;
            nextGenSettledAmount: number | null;
            /**
             * @description Choice: Saved (no order yet), Unscheduled (createUnscheduledStatusWorkOrderForPIA), Submitted.
             * @enum {string}
             */
            orderStatus: "Saved" | "Unscheduled" | "Submitted";
        };
        /** @description SPEC §7 load-session answer. Choice: the order (SPEC §3) with the user state saved beside it and the session's id and timeout. */
        OrderLoadedSession: {
            savedSessionId: components["schemas"]["OrderSavedSessionId"];
            /**
             * Format: date-time
             * @description When the saved session expires: the last save + 45 days (SPEC §9).
             */
            savedSessionTimeout: string;
            order: components["schemas"]["Order"];
            /** @description The user state the last save sent (null when none was sent). */
            user: components["schemas"]["OrderUserState"] | null;
        };
        OrderQuoteCustomer: {
            firstName?: string | null;
            lastName?: string | null;
            emailAddress?: string | null;
            phoneNumber?: string | null;
            isSmsOptIn?: boolean | null;
        };
        OrderQuoteLineItems: {
            glassParts?: components["schemas"]["LineItem"][];
            supportingItems?: components["schemas"]["LineItem"][];
            vaps?: components["schemas"]["LineItem"][];
            serverData?: string | null;
            promos?: string[];
        };
        OrderSavedQuote: {
            /** @description The stored quote, e.g. Q1. */
            quoteId: string;
            /** Format: date-time */
            savedAt: string;
        };
        OrderSignature: {
            /** @description The stored signature, e.g. S1. */
            signatureId: string;
            savedSessionId: components["schemas"]["OrderSavedSessionId"];
            /** Format: date-time */
            signedAt: string;
        };
        /** @description How the donation is paid. Choice: a payment choice with its card or PayPal token. */
        OrderDonationPaymentInfo: {
            paymentChoice?: components["schemas"]["PaymentChoice"];
            ccToken?: components["schemas"]["CreditCardToken"];
            paypalToken?: string | null;
        };
        OrderDonation: {
            eon: string;
            lineItem: components["schemas"]["LineItem"];
            supportingItems: components["schemas"]["LineItem"][];
        };
        /** @description A catalog vehicle's carId (vehicle.lookup answers it). */
        PartsCarIdValue: number;
        /** @description A part number, such as FW04512GT (letters are matched case-insensitively). */
        PartsPartNumber: string;
        /** @description An account number, such as the cash default parent account 167132 (SPEC §9). */
        PartsAccountNumber: string;
        /** @description A provider (shop) number, such as 012345; SPEC §5 normalises 00-prefixed numbers. */
        PartsProviderNumber: string;
        /** @description Choice - the damage kind, Repair or Replace (SPEC §3 damage kinds). */
        PartsDamageType: components["schemas"]["DamageKind"];
        /** @description The glass to replace (SPEC §3 glassToReplace); empty for a repair. */
        PartsGlassPieces: components["schemas"]["GlassPiece"][];
        PartsGlassOptions: {
            location: components["schemas"]["GlassLocation"];
            /** @description The glass names this location has, in SPEC §3 order; empty when it has none. */
            availableReplacementOptions: components["schemas"]["GlassName"][];
        };
        PartsDamageOptions: {
            carId: number;
            windshieldOptions: components["schemas"]["PartsGlassOptions"];
            driverSideOptions: components["schemas"]["PartsGlassOptions"];
            passengerSideOptions: components["schemas"]["PartsGlassOptions"];
            backGlassOptions: components["schemas"]["PartsGlassOptions"];
        };
        PartsAnswer: {
            answerId: string;
            text: string;
            /** @description What the answer means for the part; SPEC §4 compares part answers by it. */
            result: string;
        };
        PartsQuestion: {
            questionId: string;
            text: string;
            helpText?: string | null;
            answers: components["schemas"]["PartsAnswer"][];
        };
        PartsPartsOrQuestionsRequest: {
            carId: components["schemas"]["PartsCarIdValue"];
            glassPieces: components["schemas"]["PartsGlassPieces"];
            zip: components["schemas"]["ZipCode"];
            vin?: components["schemas"]["Vin"] | null;
            serviceType: components["schemas"]["PartsServiceType"];
            referralSeqNumber?: string | null;
            AppName: components["schemas"]["AppName"];
        };
        /** @description Choice - Repair or Replace (SPEC §3 damage kinds). */
        PartsServiceType: components["schemas"]["DamageKind"];
        PartsPartsRequest: {
            carId: components["schemas"]["PartsCarIdValue"];
            glassPieces: components["schemas"]["PartsGlassPieces"];
            zip: components["schemas"]["ZipCode"];
            vin?: components["schemas"]["Vin"] | null;
            serviceType: components["schemas"]["PartsServiceType"];
            referralSeqNumber?: string | null;
            /** @description The answers given on the question pages (part, molding and capability questions). */
            answerResults: components["schemas"]["QuestionAnswer"][];
            AppName: components["schemas"]["AppName"];
        };
        /** @description The question stages of SPEC §2 (an empty list skips its page) and the parts already known. */
        PartsPartsOrQuestions: {
            /** @description Asked on part-questions; answer with parts.parts. */
            partQuestions: components["schemas"]["PartsQuestion"][];
            /** @description Windshield parts to choose among on vehicle-parts; empty when exactly one fits or while part questions are open. */
            partChoices: components["schemas"]["LineItem"][];
            /** @description Asked on molding-questions. */
            moldingQuestions: components["schemas"]["PartsQuestion"][];
            /** @description Asked on capability-questions; the same as parts.capabilityQuestions answers for the windshield part. */
            capabilityQuestions: components["schemas"]["PartsQuestion"][];
            /** @description The glass parts already known, one per glass piece (`id` is the piece, e.g. Windshield-Front). */
            glassPieceParts: components["schemas"]["LineItem"][];
            /** @description Whether any stage has something to ask or choose (false → straight to quote). */
            hasQuestions: boolean;
        };
        PartsPartsAnswer: {
            /** @description The glass parts, one per glass piece; the windshield is missing while partChoices has several parts. */
            glassPieceParts: components["schemas"]["LineItem"][];
            /** @description Windshield parts to choose among on vehicle-parts, with the answers applied; empty when exactly one fits. */
            partChoices: components["schemas"]["LineItem"][];
            moldingQuestions: components["schemas"]["PartsQuestion"][];
            capabilityQuestions: components["schemas"]["PartsQuestion"][];
        };
        PartsSupportingItemsRequest: {
            carId: components["schemas"]["PartsCarIdValue"];
            damageType: components["schemas"]["PartsDamageType"];
            parentAccountNumber: components["schemas"]["PartsAccountNumber"];
            /** @description The glass parts of the order (parts.parts answers them); ignored for a repair. */
            parts: components["schemas"]["LineItem"][];
            numberOfRepairChips?: number | null;
            AppName: components["schemas"]["AppName"];
        };
        PartsSupportingItems: {
            supportingItems: components["schemas"]["LineItem"][];
            /** @description SPEC §5/§9 - the cash default parent account every supporting item is tagged with (167132). */
            parentAccountNumber: string;
            /** @description SPEC §5/§9 - the default bill-to account every supporting item is tagged with (87291). */
            billToAccountNumber: string;
        };
        PartsPricingByDay: {
            date: string;
            /** @enum {string} */
            dayOfWeek: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            /** @description The EARLY BIRD part number of the day; null when the day has none. */
            partNumber: string | null;
            part: components["schemas"]["LineItem"] | null;
        };
        /** @description A promo code as the customer typed it; the part before a slash is the code (SPEC §5), any case. */
        PricePromoCode: string;
        /** @description Dollars, two decimals. */
        PriceMoney: number;
        /** @description Opaque pricing context handed out by this service; send it back unchanged. */
        PriceServerData: string;
        /**
         * @description SPEC §8 promo error codes.
         * @enum {string}
         */
        PricePromoErrorCode: "Unknown" | "PromoNotYetInUse" | "PromoUsageCountExceeded" | "PromoExpired" | "PromoDoesNotExist" | "PromoStackingNotAllowed" | "SimilarPromoAlreadyOnOrder" | "InvalidPromoOnOrder" | "PromoValidationError" | "NoSuitableItemForPromo";
        PricePromoError: {
            /** @description The visible code (SPEC §5). */
            promoCode: string;
            errorCode: components["schemas"]["PricePromoErrorCode"];
            additionalInfo: string | null;
        };
        PriceOrderItemsRequest: {
            AppName: components["schemas"]["AppName"];
            parentAccountNumber?: string | null;
            billToAccountNumber?: string | null;
            providerNumber?: string | null;
            vehicle?: components["schemas"]["Vehicle"];
            eon?: string | null;
            /** @description The service state; defaults to the zip's state. */
            state?: components["schemas"]["StateCode"] | null;
            referralNumber?: string | null;
            referralSequenceNumber?: string | null;
            referralDate?: string | null;
            referralCorrelationId?: string | null;
            zip: components["schemas"]["ZipCode"];
            /** @description true for a replacement, false for a repair (SPEC §3 damage kinds). */
            isReplacement: boolean;
            /** @description The policy's current deductible in dollars; 9999 and 7777 mean not verified (SPEC §9). */
            deductible?: number | null;
            coverageStatus?: components["schemas"]["CoverageStatus"] | null;
            lineItems: components["schemas"]["LineItem"][];
            serverData?: string | null;
        };
        PriceOrderItemsResponse: {
            serverData: components["schemas"]["PriceServerData"];
            /** @description The lines as sent, priced (sellingPrice, salesTax, isInsurable, id filled), then one discount line per promo. */
            lineItems: components["schemas"]["LineItem"][];
            /** @enum {string} */
            pricingBasis: "Cash" | "Insurance";
            /** @description Why the order is priced as cash or insurance. */
            pricingReason: string;
            /** @description The deductible applied (insurance pricing only). */
            deductible: number | null;
            /** @description The state whose sales tax applies. */
            state: string;
            /** @description The provider number after the SPEC §5 rule. */
            providerNumber: string | null;
            /** @description Sum of sellingPrice over every line, discounts included. */
            subTotal: number;
            /** @description Sum of salesTax over every line. */
            salesTax: number;
            /** @description subTotal + salesTax. */
            total: number;
            /** @description The subtotal priced as cash (SPEC §3). */
            cashPriceSubTotal: number;
            /** @description What the customer pays, tax included. */
            customerPays: number;
            /** @description What the insurer pays, tax included (0 for cash). */
            insurancePays: number;
        };
        PricePromoValidation: {
            serverData: components["schemas"]["PriceServerData"];
            /** @description null when the promo was applied. */
            errorCode: components["schemas"]["PricePromoErrorCode"] | null;
            /** @description The visible code (SPEC §5), upper case. */
            promoCode: string;
            additionalInfo: string | null;
            /** @description The promo codes on the order after this call. */
            orderPromos: string[];
            /** @description The discount line of each promo in orderPromos. */
            promoLineItems: components["schemas"]["LineItem"][];
            /** @description Vaps taken from addableVaps by the promo; add them to the order. */
            addedVaps: components["schemas"]["LineItem"][];
            errors: components["schemas"]["PricePromoError"][];
        };
        PriceRevalidatedPromos: {
            lineItemsServerData: components["schemas"]["PriceServerData"];
            promoLineItems: components["schemas"]["LineItem"][];
            errors: components["schemas"]["PricePromoError"][];
            /** @description The promos on the order after revalidation. */
            orderPromos: string[];
            /** @description The promos to keep as inactive (SPEC §8), normalised and de-duplicated (SPEC §5). */
            inactivePromos: string[];
        };
        PriceTaxLineItem: {
            partNumber: string;
            laborAmount?: components["schemas"]["PriceMoney"];
            kitPrice: components["schemas"]["PriceMoney"];
            sellingPrice?: components["schemas"]["PriceMoney"];
            promoCode?: string;
        };
        PriceTaxedLineItem: {
            partNumber: string;
            kitPrice: number;
            laborAmount: number;
            sellingPrice: number;
            promoCode: string | null;
            salesTax: number;
        };
        PriceTaxedOrderItems: {
            serverData: components["schemas"]["PriceServerData"];
            taxedLineItems: components["schemas"]["PriceTaxedLineItem"][];
            state: string;
            /** @description The state rate in percent, e.g. 6.35. */
            taxRate: number;
            isLaborTaxed: boolean;
            /** @description The sum of the lines' salesTax. */
            salesTax: number;
        };
        ScheduleProviderNumber: string;
        /** @description SPEC §7 "partSelection flags". Choice: boolean flags; isSpecialOrder (the part must be ordered) makes the appointment provisional (PartsOnOrder). Other flags are accepted and ignored. */
        SchedulePartSelection: {
            isSpecialOrder?: boolean;
            hasMultipleParts?: boolean;
        } & {
            [key: string]: boolean;
        };
        ScheduleShopTimeSlotsRequest: {
            zipCode: components["schemas"]["ZipCode"];
            providerNumber: components["schemas"]["ScheduleProviderNumber"];
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            /**
             * @description Default Inshop.
             * @enum {string|null}
             */
            shopAppointmentType?: "Inshop" | "Dropoff" | "InshopOrDropoff" | null;
            applicationName?: string | null;
            parentAccountNumber?: string | null;
            carId?: number | null;
            lineItems?: components["schemas"]["LineItem"][];
            glassPieces?: components["schemas"]["GlassPiece"][];
            eon?: string | null;
            billToAccountNumber?: string | null;
            coverage?: components["schemas"]["InsuranceCoverage"] | null;
            partSelection?: components["schemas"]["SchedulePartSelection"];
            vehicle?: components["schemas"]["Vehicle"];
            AppName: components["schemas"]["AppName"];
        };
        ScheduleMobileTimeSlotsRequest: {
            zipCode: components["schemas"]["ZipCode"];
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            /** @enum {string|null} */
            shopAppointmentType?: "Mobile" | null;
            applicationName?: string | null;
            parentAccountNumber?: string | null;
            carId?: number | null;
            lineItems?: components["schemas"]["LineItem"][];
            glassPieces?: components["schemas"]["GlassPiece"][];
            eon?: string | null;
            billToAccountNumber?: string | null;
            coverage?: components["schemas"]["InsuranceCoverage"] | null;
            partSelection?: components["schemas"]["SchedulePartSelection"];
            vehicle?: components["schemas"]["Vehicle"];
            AppName: components["schemas"]["AppName"];
        };
        ScheduleTimeSlot: {
            /** @description The slot key: "{providerNumber or routeCode}|{date}|{startTime}". */
            id: string;
            date: components["schemas"]["Date"];
            startTime: components["schemas"]["Time24"];
            endTime: components["schemas"]["Time24"];
            /** @description Weekend or before 08:00. */
            offerPremium: boolean;
            /** @description How many bookings the slot takes in all. */
            capacity: number;
            remainingPlaces: number;
            /** @description The shop (null for a mobile slot). */
            providerNumber: string | null;
            /** @description The mobile route (null for a shop slot); SPEC §3 schedule.routeCode. */
            routeCode: string | null;
            jobMinMinutes: number;
            jobMaxMinutes: number;
        };
        ScheduleDay: {
            date: components["schemas"]["Date"];
            /** @enum {string} */
            dayOfWeek: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            /** @description The shop (or route) works that weekday and is not temporarily closed. */
            isOpen: boolean;
            timeSlots: components["schemas"]["ScheduleTimeSlot"][];
        };
        ScheduleTimeSlots: {
            providerNumber: string | null;
            routeCode: string | null;
            days: components["schemas"]["ScheduleDay"][];
            /** @description Why a booking would be provisional until confirmed. Choice: CoveragePending (insurance coverage status Pending), RecalibrationRequired (a line item needs recalibration), PartsOnOrder (partSelection.isSpecialOrder), BigTruck (the vehicle is a big truck). */
            provisionalTriggers: ("CoveragePending" | "RecalibrationRequired" | "PartsOnOrder" | "BigTruck")[];
            /** @description Why no day has slots whatever the date, or null. */
            unavailableReason: components["schemas"]["LocationReason"] | null;
            jobMinMinutes: number;
            jobMaxMinutes: number;
        };
        /** @description A vehicle of the catalog (SPEC §3 order vehicle fields). */
        CatalogVehicle: {
            year: number;
            make: string;
            model: string;
            style: string;
            carId: number;
            category: components["schemas"]["VehicleCategory"];
            isBigTruck: boolean;
            vehicleSubType: string;
            vehicleSpecialClass: string | null;
        };
        /** @description A 17-character VIN without I, O or Q, in either case. */
        VehicleLookupVin: string;
        /** @description A licence plate of 1 to 8 letters and digits; spaces and dashes are ignored. */
        VehicleLookupLicensePlate: string;
        /** @description A vehicle found by a lookup: the catalog vehicle (CatalogVehicle, SPEC §3 order-vehicle fields) with its VIN; the image fields are optional and the sandbox does not send them. */
        VehicleLookupVehicle: {
            year: number;
            make: string;
            model: string;
            style: string;
            carId: number;
            category: components["schemas"]["VehicleCategory"];
            isBigTruck: boolean;
            vehicleSubType: string;
            vehicleSpecialClass: string | null;
            vin: string;
            imageUrl?: string | null;
            imageVifNumber?: string | null;
            imageColor?: string | null;
        };
        /** @description A vehicle found by licence plate, with the registration it was found by (SPEC §3 vehicle.registration). */
        VehicleLookupPlateVehicle: {
            year: number;
            make: string;
            model: string;
            style: string;
            carId: number;
            category: components["schemas"]["VehicleCategory"];
            isBigTruck: boolean;
            vehicleSubType: string;
            vehicleSpecialClass: string | null;
            vin: string;
            imageUrl?: string | null;
            imageVifNumber?: string | null;
            imageColor?: string | null;
            registration: {
                /** @description Upper case, without spaces or dashes. */
                licensePlate: string;
                licenseState: components["schemas"]["StateCode"];
            };
        };
        VehicleLookupByVinRequest: {
            AppName: components["schemas"]["AppName"];
            vin: components["schemas"]["VehicleLookupVin"];
            /** @description SPEC §7 payload field; Choice: optional, it does not change the answer. */
            logEnabled?: boolean;
        };
        VehicleLookupByPlateRequest: {
            AppName: components["schemas"]["AppName"];
            licensePlate: components["schemas"]["VehicleLookupLicensePlate"];
            licenseState: components["schemas"]["StateCode"];
            /** @description SPEC §7 payload field; Choice: optional, it does not change the answer. */
            logEnabled?: boolean;
        };
        VehicleLookupByAddressRequest: {
            AppName: components["schemas"]["AppName"];
            licenseLastName: string;
            licenseStreetAddress: string;
            licenseZip: components["schemas"]["ZipCode"];
            licenseState: components["schemas"]["StateCode"];
        };
        VehicleLookupByImageRequest: {
            AppName: components["schemas"]["AppName"];
            /** @description The image file, base64-encoded (no data-URL prefix). */
            imageData: string;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/heic" | "image/webp";
            fileName: string;
        };
        VehicleLookupImageCandidates: {
            vins: {
                vin: string;
                year: number;
                make: string;
                model: string;
                /** @description How sure the reading is, 0 to 1. */
                confidence: number;
            }[];
        };
        VehicleLookupPermissibility: {
            isPermissible: boolean;
        };
    };
    responses: {
        /** @description The request is malformed; `field` names what is wrong. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing matches; `field` names the part of the request that matched nothing. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is well-formed but cannot be carried out now; `field` names why. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The event was stored; eventId identifies it in GET /sandbox/analytics/events. */
        AnalyticsLogged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    logged: true;
                    eventId: string;
                };
            };
        };
    };
    parameters: {
        /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
        ExperimentSettings: string;
        /** @description The fixed application name (SPEC §7). */
        ApplicationName: string;
        /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
        SessionSequenceNumber: string;
        ReferralSequenceNumber: string;
        /** @description A random UUID per call. */
        TransactionId: string;
        /** @description The enterprise order number, once there is one. */
        Eon: string;
        LogEnabled: "true" | "false";
        /** @description Choice (issue #13, as payment providers do it): one key per submit intent, sent again with each retry of it (a UUID does). The first answer to a request with a key is kept for 24 hours and answered again, unchanged, to a repeat with the same key and the same body (header Idempotent-Replayed: true); the same key with another body answers 409 naming Idempotency-Key. Two requests with one key at the same moment do the work once. A refused request (4xx) keeps nothing, so a retry with its key is answered afresh. */
        IdempotencyKey: string;
        LocationZip: components["schemas"]["ZipCode"];
        LocationDamageKind: "Repair" | "Replace";
        LocationCarId: number;
        PartsCarId: components["schemas"]["PartsCarIdValue"];
        PartsZip: components["schemas"]["ZipCode"];
        PartsPartNumberPath: components["schemas"]["PartsPartNumber"];
        VehicleYear: number;
        VehicleMake: string;
        VehicleModel: string;
        VehicleStyle: string;
        VehicleLookupZipcode: components["schemas"]["ZipCode"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "account.insuranceCompanies": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountInsuranceCompany"][];
                };
            };
        };
    };
    "account.billToAccountNumber": {
        parameters: {
            query: {
                ParentAccountNumber: string;
                ProviderNumber?: string;
                IsItac?: boolean;
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bill-to account number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "analytics.initialize": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    userId: components["schemas"]["AnalyticsUuid"];
                    deviceId: components["schemas"]["AnalyticsUuid"];
                    sessionId: components["schemas"]["AnalyticsUuid"];
                    userAgent?: string | null;
                    referrer?: string | null;
                };
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessionKey: components["schemas"]["AnalyticsUuid"];
                        sessionId: components["schemas"]["AnalyticsUuid"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "analytics.logPageView": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsPageView"];
            };
        };
        responses: {
            200: components["responses"]["AnalyticsLogged"];
            400: components["responses"]["BadRequest"];
        };
    };
    "analytics.logCustomEvent": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsCustomEvent"];
            };
        };
        responses: {
            200: components["responses"]["AnalyticsLogged"];
            400: components["responses"]["BadRequest"];
        };
    };
    "analytics.logPartQuestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    sessionKey: components["schemas"]["AnalyticsUuid"];
                    userId?: components["schemas"]["AnalyticsUuid"];
                    sessionId?: components["schemas"]["AnalyticsUuid"];
                    pageName: components["schemas"]["AnalyticsPageName"];
                    carId?: number | null;
                    partNumber?: string | null;
                    referralSequenceNumber?: components["schemas"]["AnalyticsOptionalText"];
                    questions: components["schemas"]["AnalyticsPartQuestion"][];
                };
            };
        };
        responses: {
            200: components["responses"]["AnalyticsLogged"];
            400: components["responses"]["BadRequest"];
        };
    };
    "analytics.digitalConsumerLog": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    actionName: string;
                    referralSequenceNumber?: components["schemas"]["AnalyticsOptionalText"];
                    referralNumber?: components["schemas"]["AnalyticsOptionalText"];
                    workOrderId?: components["schemas"]["AnalyticsOptionalText"];
                    workOrderNumber?: components["schemas"]["AnalyticsOptionalText"];
                    conceptVariation?: components["schemas"]["AnalyticsOptionalText"];
                    isConceptExposed?: boolean | null;
                };
            };
        };
        responses: {
            200: components["responses"]["AnalyticsLogged"];
            400: components["responses"]["BadRequest"];
        };
    };
    "analytics.getExperiments": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                userId: components["schemas"]["AnalyticsUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's experiments, in the order of the sandbox's experiment list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperimentAssignment"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "logging.log": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                level: components["schemas"]["AnalyticsLogLevel"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    entry: components["schemas"]["AnalyticsLogEntry"];
                };
            };
        };
        responses: {
            /** @description The entry was stored (masked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        logged: true;
                        /** @description The stored entry's id. */
                        entryId: string;
                        level: components["schemas"]["AnalyticsLogLevel"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "content.page": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                appAbbreviation: string;
                pageName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "experiments.run": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    applicationName: string;
                    deviceId: components["schemas"]["AnalyticsUuid"];
                    triggerEvent: components["schemas"]["ExperimentTriggerEvent"];
                    triggerValue?: string | null;
                    experimentOrder?: string[] | null;
                    forcedVariations?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The experiments of the trigger, in experimentOrder then the sandbox's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperimentAssignment"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "experiments.logExposure": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    deviceId: components["schemas"]["AnalyticsUuid"];
                    userId?: components["schemas"]["AnalyticsUuid"];
                    sessionKey?: components["schemas"]["AnalyticsUuid"];
                    testId: string;
                    variationId: string;
                    assignmentId?: string | null;
                    pageName?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["AnalyticsLogged"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "location.zip": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                zip: components["parameters"]["LocationZip"];
                damageKind: components["parameters"]["LocationDamageKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the sandbox knows of the zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationZipInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "location.serviceability": {
        parameters: {
            query: {
                zip: components["schemas"]["ZipCode"];
                carId: number;
                parentAccountNumber?: string;
                referralSequenceNumber?: string;
                applicationName?: string;
                /** @description Indexed line items (lineItems[0][partNumber]=…); checked for shape, they do not change the answer. */
                lineItems?: components["schemas"]["LocationQueryLineItem"][];
                /** @description Indexed glass pieces to replace (glassPieces[0][location]=Windshield&glassPieces[0][name]=Front). */
                glassPieces?: components["schemas"]["GlassPiece"][];
                isHeavyTruckVehicle?: boolean;
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The serviceability of the zip for this vehicle and damage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationServiceability"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "location.alertReasons": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                ctu: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The territory's alert reasons (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationAlertReason"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "location.providers": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                zip: components["parameters"]["LocationZip"];
                damageKind: components["parameters"]["LocationDamageKind"];
                /** @description How many shops at most (SPEC §9 provider search requests 100 results). */
                resultCount: number;
                /** @description The parent account number (SPEC §9 default cash parent account 167132). */
                parent: string;
                carId: components["parameters"]["LocationCarId"];
                isBigTruck: boolean;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shops, nearest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationShop"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "location.closestShops": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                zip: components["parameters"]["LocationZip"];
                carId: components["parameters"]["LocationCarId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shops, nearest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationShop"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "order.saveSession": {
        parameters: {
            query?: never;
            header?: {
                /** @description Choice (issue #13, as payment providers do it): one key per submit intent, sent again with each retry of it (a UUID does). The first answer to a request with a key is kept for 24 hours and answered again, unchanged, to a repeat with the same key and the same body (header Idempotent-Replayed: true); the same key with another body answers 409 naming Idempotency-Key. Two requests with one key at the same moment do the work once. A refused request (4xx) keeps nothing, so a retry with its key is answered afresh. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    order: components["schemas"]["Order"];
                    user?: components["schemas"]["OrderUserState"];
                    /** @description The saved session to update; wins over user.savedSessionId. Absent or null on the first save. */
                    savedSessionId?: components["schemas"]["OrderSavedSessionId"] | null;
                    /** @description Submit the order after saving it (default false). */
                    submitAfterSave?: boolean;
                    /** @description Create the work order unscheduled, for a payment in advance (default false). */
                    createUnscheduledStatusWorkOrderForPIA?: boolean;
                    affiliateCookies?: components["schemas"]["OrderAffiliateCookies"];
                };
            };
        };
        responses: {
            /** @description What the save (and submission) gave the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSavedSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The save cannot be carried out: the slot is full or no longer offered (order.schedule.startTime), the session was submitted (savedSessionId; or, for a repeat submission asking for another order, the field that differs), the referral number is taken (order.referralNumber), or the Idempotency-Key was used with another body (Idempotency-Key). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "order.loadSession": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    savedSessionId?: components["schemas"]["OrderSavedSessionId"] | null;
                    referralNumber?: components["schemas"]["OrderReferralNumber"];
                    referralDate?: string | null;
                    parentAccountNumber?: string | null;
                    referralCorrelationId?: string | null;
                };
            };
        };
        responses: {
            /** @description The saved session's order and user state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLoadedSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "order.saveProgress": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    vehicle: components["schemas"]["Vehicle"];
                    lineItems: components["schemas"]["OrderQuoteLineItems"];
                    savedSessionId?: components["schemas"]["OrderSavedSessionId"] | null;
                    referralNumber?: components["schemas"]["OrderReferralNumber"];
                    referralSequenceNumber?: string | null;
                    referralDate?: string | null;
                    referralCorrelationId?: string | null;
                    customer?: components["schemas"]["OrderQuoteCustomer"];
                    isInsurance?: boolean | null;
                    insuranceCoverage?: components["schemas"]["InsuranceCoverage"];
                    isItac?: boolean | null;
                    isNoComp?: boolean | null;
                    currentDeductible?: number | null;
                };
            };
        };
        responses: {
            /** @description The stored quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSavedQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "order.sign": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    savedSessionId: components["schemas"]["OrderSavedSessionId"];
                    signedName: string;
                    signatureImage: string;
                    isRecalAckOptIn?: boolean;
                };
            };
        };
        responses: {
            /** @description The stored signature. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSignature"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "order.addDonationPart": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    donationAmount: number;
                    savedSessionId: components["schemas"]["OrderSavedSessionId"];
                    paymentInfo?: components["schemas"]["OrderDonationPaymentInfo"];
                };
            };
        };
        responses: {
            /** @description The donation item and the order's supporting items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDonation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "parts.damageOptions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                carId: components["parameters"]["PartsCarId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle's glass by location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartsDamageOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.partsOrQuestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartsPartsOrQuestionsRequest"];
            };
        };
        responses: {
            /** @description The question stages and the parts already known. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        partsOrQuestions: components["schemas"]["PartsPartsOrQuestions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.parts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartsPartsRequest"];
            };
        };
        responses: {
            /** @description The parts, and the stages that remain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartsPartsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.wipers": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                carId: components["parameters"]["PartsCarId"];
                zip: components["parameters"]["PartsZip"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wiper line items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.rainRepel": {
        parameters: {
            query: {
                carId: components["schemas"]["PartsCarIdValue"];
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RAIN REPEL line item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.mobileFee": {
        parameters: {
            query: {
                serviceType: components["schemas"]["DamageKind"];
                facilityType: "Mobile";
                parentAccountNumber: components["schemas"]["PartsAccountNumber"];
                billToAccountNumber?: components["schemas"]["PartsAccountNumber"];
                providerNumber: components["schemas"]["PartsProviderNumber"];
                isItacOptimized?: boolean;
                zipCode: components["schemas"]["ZipCode"];
                /** @description The order's part numbers, sent as partNumbers[0], partNumbers[1], … */
                partNumbers?: components["schemas"]["PartsPartNumber"][];
                carId: components["schemas"]["PartsCarIdValue"];
                coverageStatus?: components["schemas"]["CoverageStatus"];
                coverageType?: components["schemas"]["CoverageType"];
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The MOBILE FEE line item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.pricingByDayPartNumber": {
        parameters: {
            query: {
                date: components["schemas"]["Date"];
                serviceType?: components["schemas"]["DamageKind"];
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day and its discount part, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartsPricingByDay"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "parts.servicePackageDiscount": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    glassPieces: components["schemas"]["PartsGlassPieces"];
                    damageType: components["schemas"]["PartsDamageType"];
                    AppName: components["schemas"]["AppName"];
                };
            };
        };
        responses: {
            /** @description The SERVICE PACKAGE DISCOUNT line item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "parts.supportingItems": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartsSupportingItemsRequest"];
            };
        };
        responses: {
            /** @description The supporting items and their account tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartsSupportingItems"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.recalParts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                carId: components["parameters"]["PartsCarId"];
                partNumber: components["parameters"]["PartsPartNumberPath"];
                recalType: "Static" | "Dynamic" | "Dual";
                parent: components["schemas"]["PartsAccountNumber"];
                zip: components["parameters"]["PartsZip"];
                appName: components["schemas"]["AppName"];
                referralSeq: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recalibration line items (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.capabilityQuestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                carId: components["parameters"]["PartsCarId"];
                partNumber: components["parameters"]["PartsPartNumberPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartsQuestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.partFromCapabilityAnswer": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    part: components["schemas"]["LineItem"];
                    capabilityAnswerResults: components["schemas"]["QuestionAnswer"][];
                    AppName: components["schemas"]["AppName"];
                };
            };
        };
        responses: {
            /** @description The final part. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "parts.mobilePremiumFee": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                paymentKind: components["schemas"]["PaymentKind"];
                damageKind: components["schemas"]["DamageKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The premium line item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "price.orderItems": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceOrderItemsRequest"];
            };
        };
        responses: {
            /** @description The priced lines, their totals and a new serverData. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceOrderItemsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "price.orderPromo": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    promoCode: components["schemas"]["PricePromoCode"];
                    /** @description Vaps the page offers and a promo may add (e.g. the wipers a free-wipers promo makes free). */
                    addableVaps?: components["schemas"]["LineItem"][];
                    order: components["schemas"]["Order"];
                };
            };
        };
        responses: {
            /** @description The outcome of the validation, success or a SPEC §8 promo error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricePromoValidation"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "price.revalidatedOrderPromos": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    AppName: components["schemas"]["AppName"];
                    /** @description Promo codes kept as inactive (SPEC §4 promo state), as the funnel holds them. */
                    inactivePromos: string[];
                    order: components["schemas"]["Order"];
                    /** @description Price as cash with the default cash parent account (SPEC §9 167132). */
                    useDefaultCashParentAccount?: boolean;
                };
            };
        };
        responses: {
            /** @description The promos kept, dropped and made active, with their discount lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRevalidatedPromos"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "price.taxedOrderItems": {
        parameters: {
            query: {
                parentAccountNumber?: string;
                billToAccountNumber?: string;
                providerNumber?: string;
                appointmentType?: components["schemas"]["AppointmentType"];
                /** @description The service city (mobile only). */
                city?: string;
                /** @description The service state (mobile only). */
                state?: components["schemas"]["StateCode"];
                /** @description The service zip (mobile only). */
                zipCode?: components["schemas"]["ZipCode"];
                /** @description Indexed line items, lineItems[0][partNumber]=…&lineItems[0][kitPrice]=…. */
                lineItems: components["schemas"]["PriceTaxLineItem"][];
                /** @description The serverData of the last price or promo answer. */
                ServerData: string;
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lines with their sales tax, and a new serverData. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTaxedOrderItems"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "schedule.shopTimeSlots": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleShopTimeSlotsRequest"];
            };
        };
        responses: {
            /** @description The days and their free slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleTimeSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "schedule.mobileTimeSlots": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleMobileTimeSlotsRequest"];
            };
        };
        responses: {
            /** @description The days and their free arrival windows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleTimeSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.years": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The years. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number[];
                };
            };
        };
    };
    "vehicle.makes": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                year: components["parameters"]["VehicleYear"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The makes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.models": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                year: components["parameters"]["VehicleYear"];
                make: components["parameters"]["VehicleMake"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.styles": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                year: components["parameters"]["VehicleYear"];
                make: components["parameters"]["VehicleMake"];
                model: components["parameters"]["VehicleModel"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The styles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.lookup": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path: {
                year: components["parameters"]["VehicleYear"];
                make: components["parameters"]["VehicleMake"];
                model: components["parameters"]["VehicleModel"];
                style: components["parameters"]["VehicleStyle"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle, in SPEC §3 order-vehicle fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogVehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.lookupByVin": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleLookupByVinRequest"];
            };
        };
        responses: {
            /** @description The vehicle, in SPEC §3 order-vehicle fields, with its VIN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupVehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.lookupByPlate": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleLookupByPlateRequest"];
            };
        };
        responses: {
            /** @description The vehicle and its registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupPlateVehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "vehicle.lookupByAddress": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleLookupByAddressRequest"];
            };
        };
        responses: {
            /** @description The vehicles at the address, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupVehicle"][];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
        };
    };
    "vehicle.lookupByImage": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleLookupByImageRequest"];
            };
        };
        responses: {
            /** @description The candidate VINs, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupImageCandidates"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "vehicle.isVinByAddressPermissible": {
        parameters: {
            query: {
                zipcode: components["parameters"]["VehicleLookupZipcode"];
            };
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
                /** @description Choice: the call's position among the calls of its browser session (SPEC §4 session id), 1 for the first; a new session starts again at 1 (SPEC §7). */
                "X-Session-Sequence-Number"?: components["parameters"]["SessionSequenceNumber"];
                "X-Referral-Sequence-Number"?: components["parameters"]["ReferralSequenceNumber"];
                /** @description A random UUID per call. */
                "X-Transaction-Id"?: components["parameters"]["TransactionId"];
                /** @description The enterprise order number, once there is one. */
                "X-Eon"?: components["parameters"]["Eon"];
                "X-Log-Enabled"?: components["parameters"]["LogEnabled"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the lookup by address is permitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupPermissibility"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
