/**
 * Generated from api/contract (openapi.yaml + paths/*.yaml) by `npm run contract:types`. Do not edit by hand:
 * change the contract and run the command again. A test fails while this file is out of date.
 */
export interface paths {
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
        /** @description SPEC §3 order vehicle. can{product}Service flags are extra boolean properties. */
        Vehicle: {
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
        } & {
            [key: string]: boolean;
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
        /** @description SPEC §3 line item. */
        LineItem: {
            id?: string;
            partNumber: string;
            /** @description SPEC §3 part types: FRONT WIPER, RAIN REPEL, MOBILE FEE, … or a glass type. */
            partType: string;
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
        };
        InsuranceCoverage: {
            isVerified?: boolean | null;
            coverageStatus?: components["schemas"]["CoverageStatus"] | null;
            coverageSubStatus?: string | null;
            coverageType?: components["schemas"]["CoverageType"] | null;
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
    };
    parameters: {
        /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
        ExperimentSettings: string;
        /** @description The fixed application name (SPEC §7). */
        ApplicationName: string;
        SessionSequenceNumber: string;
        ReferralSequenceNumber: string;
        /** @description A random UUID per call. */
        TransactionId: string;
        /** @description The enterprise order number, once there is one. */
        Eon: string;
        LogEnabled: "true" | "false";
        VehicleYear: number;
        VehicleMake: string;
        VehicleModel: string;
        VehicleStyle: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "vehicle.years": {
        parameters: {
            query?: never;
            header?: {
                /** @description The experiment settings in force, as a JSON string (SPEC §3, §7). */
                "X-Experiment-Settings"?: components["parameters"]["ExperimentSettings"];
                /** @description The fixed application name (SPEC §7). */
                "X-Application-Name"?: components["parameters"]["ApplicationName"];
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
}
