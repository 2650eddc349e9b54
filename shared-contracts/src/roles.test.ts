import { AGENT_ACCOUNT_TYPE, TRIAL_TYPE } from './constants';
import { accessDecision, hasAgentFeatures, isRealMemberRole, roleOf } from './roles';
import { isRealMember } from './session';

const s = (type: number) => ({ token: 't', merchantCode: 'demo', userName: 'u', type });

describe('roleOf (spec §3, §6)', () => {
  it('no session is a visitor', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf(undefined)).toBe('visitor');
  });

  it('types outside 0, 1, 2 are trial: 4 (free play), 40-42 and anything unknown', () => {
    for (const type of [TRIAL_TYPE, 40, 41, 42, 3, 5, -1, 99]) expect(roleOf(s(type))).toBe('trial');
  });

  it('type 1 is the agent account (seed agent1); 0 and 2 are members; all three are real members', () => {
    expect(AGENT_ACCOUNT_TYPE).toBe(1);
    expect(roleOf(s(1))).toBe('agent');
    expect(roleOf(s(0))).toBe('member');
    expect(roleOf(s(2))).toBe('member');
    for (const type of [0, 1, 2]) {
      expect(isRealMemberRole(roleOf(s(type)))).toBe(true);
      expect(isRealMember(s(type))).toBe(true);
    }
    expect(isRealMember(s(4))).toBe(false);
    expect(isRealMember(null)).toBe(false);
  });

  it('agent features follow the API: every type but 4, 40, 41, 42', () => {
    expect([0, 1, 2, 3].map(hasAgentFeatures)).toEqual([true, true, true, true]);
    expect([4, 40, 41, 42].map(hasAgentFeatures)).toEqual([false, false, false, false]);
  });
});

describe('accessDecision', () => {
  it('public is open to all', () => {
    for (const role of ['visitor', 'trial', 'member', 'agent'] as const) expect(accessDecision('public', role)).toBe('allow');
  });
  it('member: visitors log in, any session goes on', () => {
    expect(accessDecision('member', 'visitor')).toBe('login');
    expect(accessDecision('member', 'trial')).toBe('allow');
    expect(accessDecision('member', 'member')).toBe('allow');
  });
  it('realMember: visitors log in, trial users get free_reject, members and agents go on', () => {
    expect(accessDecision('realMember', 'visitor')).toBe('login');
    expect(accessDecision('realMember', 'trial')).toBe('freeReject');
    expect(accessDecision('realMember', 'member')).toBe('allow');
    expect(accessDecision('realMember', 'agent')).toBe('allow');
  });
});
