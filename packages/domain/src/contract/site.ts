import { errorResponses } from "../api/common.ts";
import {
  publicConfigResponse,
  robotsResponse,
  sitemapResponse,
  sitemapStylesheetResponse,
} from "../api/site.ts";
import { defineRoute } from "../route-contract.ts";

export const siteContracts = {
  sitemap: defineRoute({
    operationId: "getSitemap",
    summary: "The sitemap of the public pages",
    method: "GET",
    path: "/sitemap.xml",
    access: "public",
    mediaType: "application/xml",
    responses: { 200: sitemapResponse },
  }),
  sitemapStylesheet: defineRoute({
    operationId: "getSitemapStylesheet",
    summary: "The stylesheet that shows the sitemap to a person as a page",
    method: "GET",
    path: "/sitemap.xsl",
    access: "public",
    mediaType: "text/xsl",
    responses: { 200: sitemapStylesheetResponse },
  }),
  robots: defineRoute({
    operationId: "getRobots",
    summary: "What crawlers may index, and where the sitemap is",
    method: "GET",
    path: "/robots.txt",
    access: "public",
    mediaType: "text/plain",
    responses: { 200: robotsResponse },
  }),
  publicConfig: defineRoute({
    operationId: "getPublicConfig",
    summary: "What every page needs before anyone signs in: names, the fee, the points",
    method: "GET",
    path: "/api/public-config",
    access: "public",
    responses: { 200: publicConfigResponse, ...errorResponses() },
  }),
};
