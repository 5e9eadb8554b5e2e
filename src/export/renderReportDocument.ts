// The preview's PDF: the report model drawn by React-PDF into a Blob the browser can show.

import { pdf, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import { ReportDocument } from "./ReportDocument";
import type { ReportModel } from "./reportModel";

/**
 * The <ReportDocument> element, typed as React-PDF's renderers want it. They are typed to take the
 * <Document> element itself, but any component that renders one works the same: React-PDF reads the
 * document's properties from the <Document> it finds when the tree is drawn.
 */
export function reportDocumentElement(model: ReportModel): ReactElement<DocumentProps> {
  return createElement(ReportDocument, { model }) as ReactElement<DocumentProps>;
}

/** Errors propagate: the preview shows its own message, and nothing else is touched. */
export async function renderReportDocument(model: ReportModel): Promise<Blob> {
  return pdf(reportDocumentElement(model)).toBlob();
}
