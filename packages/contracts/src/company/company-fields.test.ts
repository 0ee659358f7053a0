import { describe, expect, it } from 'vitest';
import { ZNewContactBody } from './company-contacts.schemas';
import { ZFiscalAccountBody } from './company.schemas';

// SPEC §5 Fiscal account and Company contact: the messages the web maps to the generic texts.
const account = {
  NombreFiscal: 'Tecnologías Levante S.L.',
  CIF: 'B46123451',
  domicilioFiscal: 'Avinguda de Blasco Ibáñez, 100',
  idProvincia: 46,
  poblacion: 'València',
  idPais: 1,
  cp: '46022',
};

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('fiscal account', () => {
  it('accepts a Spanish account and drops nothing it needs', () => {
    const parsed = ZFiscalAccountBody.parse({ ...account, CIF: 'b-46123451' });
    expect(parsed).toMatchObject({ CIF: 'B46123451', idCuenta: null, Provincia: '', domicilioEnvioPostal: '' });
  });

  it('asks for the listed province in Spain and a free-text one elsewhere', () => {
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, idProvincia: null }))).toEqual(['idProvincia:required']);
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, idPais: 2, idProvincia: null }))).toEqual([
      'Provincia:required',
    ]);
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, idPais: 2, Provincia: 'AB' }))).toEqual([
      'Provincia:minLength',
    ]);
    expect(
      ZFiscalAccountBody.safeParse({ ...account, idPais: 2, idProvincia: null, Provincia: 'Bretagne' }).success,
    ).toBe(true);
  });

  it('asks for the postal delivery address (3 to 250) only with postal invoices', () => {
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, requiereEnvioPostalFacturas: true }))).toEqual([
      'domicilioEnvioPostal:required',
    ]);
    expect(
      issues(
        ZFiscalAccountBody.safeParse({
          ...account,
          requiereEnvioPostalFacturas: 1,
          domicilioEnvioPostal: 'x'.repeat(251),
        }),
      ),
    ).toEqual(['domicilioEnvioPostal:malformed']);
    expect(
      ZFiscalAccountBody.safeParse({ ...account, requiereEnvioPostalFacturas: false, domicilioEnvioPostal: 'x' })
        .success,
    ).toBe(true);
  });

  it('checks lengths and the CIF (33)', () => {
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, NombreFiscal: 'ab', CIF: 'B46123452' }))).toEqual([
      'NombreFiscal:minLength',
      'CIF:33',
    ]);
    expect(issues(ZFiscalAccountBody.safeParse({ ...account, poblacion: 'x'.repeat(151) }))).toEqual([
      'poblacion:malformed',
    ]);
  });
});

describe('company contact', () => {
  const contact = {
    nombre: 'Carla',
    apellidos: 'Ortega',
    puesto: 'Jefa',
    email: 'carla@empresa.test',
    telefono1: '612345678',
    direccion: 'Calle 1',
    localidad: 'Valencia',
    cp: '46001',
  };

  it('requires the SPEC §5 fields and checks email, phones and forum years', () => {
    expect(ZNewContactBody.safeParse(contact).success).toBe(true);
    expect(issues(ZNewContactBody.safeParse({ ...contact, email: 'càrla@empresa.test' }))).toEqual(['email:69']);
    expect(issues(ZNewContactBody.safeParse({ ...contact, telefono1: '12345' }))).toEqual(['telefono1:70']);
    expect(issues(ZNewContactBody.safeParse({ ...contact, telefono2: '12345' }))).toEqual(['telefono2:70']);
    expect(issues(ZNewContactBody.safeParse({ ...contact, aniosForoEmpleo: [2009] }))).toEqual([
      'aniosForoEmpleo:malformed',
    ]);
    expect(issues(ZNewContactBody.safeParse({ ...contact, puesto: undefined }))).toEqual(['puesto:required']);
    expect(issues(ZNewContactBody.safeParse({ ...contact, password: 'sinnumero' }))).toEqual(['password:28']);
  });
});
