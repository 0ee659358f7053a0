import { describe, expect, it } from 'vitest';
import { readableMail } from './smtp-catcher';

describe('readableMail (the tests read mail as a person would)', () => {
  it('decodes the encoded words of a folded subject and the quoted-printable body', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Servicio_de_Pr=C3=A1c?=',
      ' =?UTF-8?Q?ticas_=C2=ABZafiro=C2=BB?=',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Para dejar de recibirlo: http://portal.test/baja-alerta?token=3D61EP=',
      'alCy b=C3=BAsqueda',
    ].join('\r\n');
    expect(readableMail(raw)).toBe(
      [
        'Subject: Servicio de Prácticas «Zafiro»',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Para dejar de recibirlo: http://portal.test/baja-alerta?token=61EPalCy búsqueda',
      ].join('\r\n'),
    );
  });

  it('leaves a header that is not an encoded word as sent (a token starting with two hex digits stays whole)', () => {
    const raw = 'List-Unsubscribe:\r\n <http://portal.test/api/Publico/bajaAlertaBusqueda?token=61EPal>\r\n\r\nHola';
    expect(readableMail(raw)).toBe(raw);
  });
});
