import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem } from '../test/openapi-answer';
import { buildTestApp, type TestApp } from '../test/test-app';

/**
 * ADR 0034: the API document is the API. swagger-parser accepts it; file downloads carry their
 * media types; every operation lists its error answers in the shared envelope; nullability is
 * OpenAPI 3.0.3 (a type beside every `nullable`, `null` in every nullable enum). The test harness
 * (test/response-check.ts) holds every answer of the API tests to it.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

/** Every schema node of the document, with where it is. */
function schemaNodes(node: unknown, at = '#', out: Array<{ at: string; node: Json }> = []) {
  if (Array.isArray(node)) node.forEach((n, i) => schemaNodes(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    out.push({ at, node: node as Json });
    for (const [k, v] of Object.entries(node)) schemaNodes(v, `${at}/${k}`, out);
  }
  return out;
}

describe('the API document (ADR 0034)', () => {
  it('is a valid OpenAPI 3.0.3 document for swagger-parser', async () => {
    expect(doc.openapi).toBe('3.0.3');
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('never writes nullable without a type, nor a nullable enum without null', () => {
    const wrong = schemaNodes(doc)
      .filter(({ node }) => node.nullable === true)
      .filter(({ node }) => node.type === undefined || (Array.isArray(node.enum) && !node.enum.includes(null)))
      .map(({ at }) => at);
    expect(wrong).toEqual([]);
  });

  it('documents planEstado as a nullable enum that accepts null', () => {
    const sheet =
      doc.paths['/api/Gestion/tutorias/{idPractica}'].get.responses['200'].content['application/json'].schema;
    expect(sheet.properties.datos.properties.planEstado).toMatchObject({
      nullable: true,
      enum: expect.arrayContaining([null]),
    });
  });

  it('documents every file download with its real media type and a binary string', () => {
    const expected: Record<string, string[]> = {
      'GET /api/Alumno/eventoIcs/{id}': ['text/calendar'],
      'GET /api/Publico/eventoIcs/{id}': ['text/calendar'],
      'GET /api/Empresa/descargaConvenio/{id}': ['application/pdf'],
      'GET /api/Gestion/convenios/{idConvenio}/documentos/{idDocumento}': ['application/pdf'],
      'GET /api/Publico/logoEmpresa/{id}': ['image/png', 'image/jpeg', 'image/webp'],
      'GET /api/Gestion/alumnos/exportar': [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      'GET /api/Exportaciones/{id}/descargar': [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      'GET /api/Alumno/dameDocumentoCv/{id}': ['*/*'],
    };
    const byKey = new Map(operations().map(({ key, op }) => [key, op]));
    for (const [key, types] of Object.entries(expected)) {
      const content = byKey.get(key)?.responses['200'].content;
      expect({ key, types: Object.keys(content ?? {}) }).toEqual({ key, types });
      for (const type of types) expect(content[type].schema).toEqual({ type: 'string', format: 'binary' });
    }
  });

  it('lists the error envelope for the error answers of every operation', () => {
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(envelope.required).toEqual(['status', 'datos']);
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      const need = ['400', '401', '403', '404', '409', '429', '500'];
      if (key.startsWith('POST ')) need.push('413');
      for (const status of need) {
        const ref = op.responses[status]?.$ref;
        if (!ref || !doc.components.responses[ref.split('/').pop()]) missing.push(`${key} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the response check of the test harness', () => {
  const OFFICE_INTERNSHIP = '/api/Gestion/practicas/:idPractica';

  it('accepts the real error answer of an unknown internship, documented as the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Gestion/practicas/1' });
    expect(res.statusCode).toBe(401);
    expect(
      answerProblem(doc as never, 'GET', OFFICE_INTERNSHIP, 401, res.headers['content-type'] as string, res.body),
    ).toBeNull();
  });

  it('refuses an undocumented status, another media type and a body off its schema', () => {
    const json = 'application/json; charset=utf-8';
    expect(answerProblem(doc as never, 'GET', OFFICE_INTERNSHIP, 418, json, '{}')).toMatch(
      /HTTP 418 is not documented/,
    );
    expect(answerProblem(doc as never, 'GET', '/api/Empresa/descargaConvenio/:id', 200, json, '{}')).toMatch(
      /answered application\/json, documented application\/pdf/,
    );
    expect(answerProblem(doc as never, 'GET', OFFICE_INTERNSHIP, 404, json, '{"status":1}')).toMatch(
      /must have required property 'datos'/,
    );
    expect(answerProblem(doc as never, 'GET', OFFICE_INTERNSHIP, 404, json, '{"status":1,"datos":null}')).toBeNull();
  });
});
