import { REDIRECT_TARGET_MESSAGES as T } from '../../src/kernel/redirect';

/**
 * Targets a redirect of `domainName` must never get, whichever path sets them, each with the Polish message the
 * refusal carries: the visitor's own machine (IPv4, IPv6, localhost), credentials in the address, and a loop back
 * to the redirected domain.
 */
export function hostileRedirectTargets(domainName: string): Array<{ target: string; message: string }> {
  return [
    { target: 'http://127.0.0.1/', message: T.ipAddress },
    { target: 'http://[::1]:8080/panel', message: T.ipAddress },
    { target: 'http://localhost/admin', message: T.localhost },
    { target: 'https://jan:haslo@sklep-docelowy.pl/', message: T.credentials },
    { target: `https://www.${domainName}/`, message: T.sameDomain },
  ];
}
