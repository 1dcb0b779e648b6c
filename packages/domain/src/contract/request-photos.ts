import { errorResponses } from "../api/common.ts";
import {
  photoBytesResponse,
  photoParams,
  requestPhotoDeleteResponse,
  requestPhotoListResponse,
  requestPhotoParams,
  requestPhotoUpload,
  requestPhotoUploadResponse,
} from "../api/photos.ts";
import { quoteRequestParams } from "../api/quote-requests.ts";
import { defineRoute } from "../route-contract.ts";

export const requestPhotoContracts = {
  upload: defineRoute({
    operationId: "uploadRequestPhoto",
    summary: "Add a photo to a quote request",
    method: "POST",
    path: "/api/quote-requests/:id/photos",
    access: "customer",
    params: quoteRequestParams,
    body: requestPhotoUpload,
    bodyMediaType: "multipart/form-data",
    responses: {
      201: requestPhotoUploadResponse,
      ...errorResponses(401, 404, 409, 413, 415),
    },
  }),
  list: defineRoute({
    operationId: "listRequestPhotos",
    summary: "A quote request's photos",
    method: "GET",
    path: "/api/quote-requests/:id/photos",
    access: "customer",
    params: quoteRequestParams,
    responses: { 200: requestPhotoListResponse, ...errorResponses(401, 404) },
  }),
  remove: defineRoute({
    operationId: "deleteRequestPhoto",
    summary: "Remove a photo from a quote request",
    method: "DELETE",
    path: "/api/quote-requests/:id/photos/:photoId",
    access: "customer",
    params: requestPhotoParams,
    responses: { 200: requestPhotoDeleteResponse, ...errorResponses(401, 404, 409) },
  }),
  file: defineRoute({
    operationId: "getPhoto",
    summary: "A photo's image",
    method: "GET",
    path: "/api/photos/:photoId",
    mediaType: "image/*",
    access: "customer",
    params: photoParams,
    responses: { 200: photoBytesResponse, ...errorResponses(401, 404) },
  }),
};
