import {
  CONTACT_TYPE_RESPONSIBLE,
  CONTACT_TYPE_TUTOR,
  ZCompanyContact,
  ZCompanyContactList,
  ZContactByEmailBody,
  ZContactIdParams,
  ZEditContactBody,
  ZEditOwnContactBody,
  ZNewContactBody,
} from '@portal/contracts/company/company-contacts.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOnly, companyScope, secured } from './company-request';
import * as service from './company-contacts.service';
import { sendSetPasswordLinks } from './contact-users';

/** Contacts of my company (SPEC §3/§5 Company contact) and my own profile /mi-perfil. */
export const companyContactsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['company'], summary, security: secured });
  const one = { 200: ZEnvelope(ZCompanyContact) };
  const list = { 200: ZEnvelope(ZCompanyContactList) };

  app.get(
    `${P}/dameDatosContactoEmpresa`,
    { ...companyOnly, schema: { ...doc("My company's contacts, the main one first"), response: list } },
    async (request) => ok(await service.listContacts(app.db, companyScope(request))),
  );

  app.get(
    `${P}/dameDatosContactoPorId/:id`,
    {
      ...companyOnly,
      schema: { ...doc('One contact of my company (404 for any other)'), params: ZContactIdParams, response: one },
    },
    async (request) => ok(await service.getContact(app.db, companyScope(request), request.params.id)),
  );

  app.get(
    `${P}/dameContactosTipoTutorPracticas`,
    { ...companyOnly, schema: { ...doc('Contacts of type placement tutor (2)'), response: list } },
    async (request) => ok(await service.listContactsOfType(app.db, companyScope(request), CONTACT_TYPE_TUTOR)),
  );

  app.get(
    `${P}/dameContactosTipoContacto`,
    { ...companyOnly, schema: { ...doc('Contacts of type responsible (1)'), response: list } },
    async (request) => ok(await service.listContactsOfType(app.db, companyScope(request), CONTACT_TYPE_RESPONSIBLE)),
  );

  app.post(
    `${P}/addContactoEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc(
          'New contact with a portal user (29, 44); a set-password link is mailed unless a password is given; notice 538',
        ),
        body: ZNewContactBody,
        response: one,
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const { contact, userId } = await service.addContact(app.db, scope, request.body);
      await sendSetPasswordLinks(app, request, [{ userId, hasPassword: !!request.body.password }], scope.lang);
      return ok(contact, 538);
    },
  );

  app.post(
    `${P}/editaContactoEmpresa`,
    {
      ...companyOnly,
      schema: { ...doc('Edits one contact of my company; notice 532'), body: ZEditContactBody, response: one },
    },
    async (request) => ok(await service.editContact(app.db, companyScope(request), request.body), 532),
  );

  app.post(
    `${P}/addContactoEmpresa_tutorPracticas_PorEmail`,
    {
      ...companyOnly,
      schema: {
        ...doc('An active company user becomes a placement tutor of my company (97; 524)'),
        body: ZContactByEmailBody,
        response: list,
      },
    },
    async (request) =>
      ok(await service.addTypeByEmail(app.db, companyScope(request), request.body.email, CONTACT_TYPE_TUTOR), 97),
  );

  app.post(
    `${P}/addContactoEmpresa_contacto_PorEmail`,
    {
      ...companyOnly,
      schema: {
        ...doc('An active company user becomes a responsible contact of my company (96; 524)'),
        body: ZContactByEmailBody,
        response: list,
      },
    },
    async (request) =>
      ok(await service.addTypeByEmail(app.db, companyScope(request), request.body.email, CONTACT_TYPE_RESPONSIBLE), 96),
  );

  app.get(
    `${P}/editaUsuario`,
    { ...companyOnly, schema: { ...doc('My own contact data (/mi-perfil)'), response: one } },
    async (request) => ok(await service.getOwnProfile(app.db, companyScope(request))),
  );

  app.post(
    `${P}/editaUsuario`,
    {
      ...companyOnly,
      schema: { ...doc('Edits my own contact data; notice 532'), body: ZEditOwnContactBody, response: one },
    },
    async (request) => ok(await service.editOwnProfile(app.db, companyScope(request), request.body), 532),
  );
};
